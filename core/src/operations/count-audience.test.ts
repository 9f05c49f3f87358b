import { describe, expect, it } from 'vitest';
import { OTHER_SOURCES } from '../domain/audience';
import { platformOf } from '../domain/platform';
import {
  HITS_PER_SOURCE_PER_MINUTE,
  SourceLimiter,
  countAudience,
  readBeacon,
  siteOfHostIn,
  type AudienceRequest,
} from './count-audience';
import { storeWith } from './testing/fixtures';

const AT = new Date('2025-01-01T00:00:00.000Z');
const NOW = new Date('2026-11-27T10:00:00Z');
const PLATFORM = platformOf({ appUrl: 'https://comptoir.fr', projectId: 'comptoir-prod', local: false });
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const world = () =>
  storeWith({
    'domains/epicerie.fr': { siteId: 'epicerie', active: true, createdAt: AT, updatedAt: AT },
    'domains/ferme.fr': { siteId: 'ferme', active: true, createdAt: AT, updatedAt: AT },
    'sites/epicerie': { name: 'Épicerie', ownerId: 'o', active: true, createdAt: AT, updatedAt: AT },
    'sites/ferme': { name: 'Ferme', ownerId: 'o', active: false, createdAt: AT, updatedAt: AT },
  });

const request = (patch: Partial<AudienceRequest> & { beacon?: object } = {}): AudienceRequest => ({
  host: 'epicerie.fr',
  protocol: 'https',
  body: JSON.stringify(patch.beacon ?? { path: '/', referrer: 'https://www.google.com/search?q=x' }),
  userAgent: PHONE,
  purpose: '',
  source: '203.0.113.7',
  ...patch,
});

async function totals(db: Awaited<ReturnType<typeof world>>, siteId = 'epicerie') {
  const shards = await db.query(`sites/${siteId}/statShards`);
  const sum = { views: 0, actions: {} as Record<string, number>, pages: {} as Record<string, number> };
  for (const { data } of shards) {
    sum.views += (data.views as number | undefined) ?? 0;
    for (const [key, value] of Object.entries((data.actions ?? {}) as Record<string, number>))
      sum.actions[key] = (sum.actions[key] ?? 0) + value;
    for (const [key, value] of Object.entries((data.pages ?? {}) as Record<string, number>))
      sum.pages[key] = (sum.pages[key] ?? 0) + value;
  }
  return sum;
}

describe('countAudience', () => {
  const count = async (db: Awaited<ReturnType<typeof world>>, req: AudienceRequest, limiter = new SourceLimiter()) =>
    countAudience(db, req, { siteOf: siteOfHostIn(db, PLATFORM), limiter, now: NOW });

  it('counts a view of a shop’s page with its source’s domain and the device class, nothing else', async () => {
    // (A further page of the visit, referred by the shop's own host, is a view without an entry: core's recordAudience test.)
    const db = await world();
    expect(await count(db, request())).toBe('counted');
    const [shard] = await db.query('sites/epicerie/statShards');
    expect(shard?.id).toMatch(/^2026-11-27-\d+$/);
    expect(shard?.data).toEqual({
      day: '2026-11-27',
      views: 1,
      entries: 1,
      pages: { accueil: 1 },
      sources: { 'google.com': 1 },
      devices: { phone: 1 },
    });
  });

  it('counts a tap on the phone number, the way, the address or a social page', async () => {
    const db = await world();
    for (const action of ['call', 'directions', 'email', 'social'])
      expect(await count(db, request({ beacon: { path: '/merchant/contact', action } }))).toBe('counted');
    expect((await totals(db)).actions).toEqual({ call: 1, directions: 1, email: 1, social: 1 });
  });

  it('leaves out robots, prefetches, unknown pages and actions, other hosts and inactive shops', async () => {
    const db = await world();
    expect(await count(db, request({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe('robot');
    expect(await count(db, request({ purpose: 'prefetch;prerender' }))).toBe('prefetch');
    expect(await count(db, request({ beacon: { path: '/admin/products' } }))).toBe('invalid');
    expect(await count(db, request({ beacon: { path: '/', action: 'purchase' } }))).toBe('invalid');
    expect(await count(db, request({ body: 'x'.repeat(2000) }))).toBe('invalid');
    expect(await count(db, request({ host: 'inconnu.fr' }))).toBe('unknown-site');
    expect(await count(db, request({ host: 'ferme.fr' }))).toBe('unknown-site');
    expect(await count(db, request({ host: 'comptoir.fr' }))).toBe('unknown-site');
    expect((await totals(db)).views).toBe(0);
  });

  it('counts a preview on the platform’s host for the site it names', async () => {
    const db = await world();
    expect(
      await count(db, request({ host: 'comptoir.fr', beacon: { path: '/merchant/products', site: 'epicerie' } })),
    ).toBe('counted');
    expect((await totals(db)).pages).toEqual({ produits: 1 });
  });

  it('holds one source to its limit a minute, others not', async () => {
    const db = await world();
    const limiter = new SourceLimiter();
    for (let n = 0; n < HITS_PER_SOURCE_PER_MINUTE; n += 1) expect(await count(db, request(), limiter)).toBe('counted');
    expect(await count(db, request(), limiter)).toBe('limited');
    expect(await count(db, request({ source: '198.51.100.4' }), limiter)).toBe('counted');
    expect((await totals(db)).views).toBe(HITS_PER_SOURCE_PER_MINUTE + 1);
    expect(limiter.take('203.0.113.7', 'epicerie', new Date(NOW.getTime() + 60_000))).toBe(true);
  });

  it('holds one site to its limit a minute whatever the sources claim, other sites not', () => {
    const limiter = new SourceLimiter(30, 100);
    const taken = Array.from({ length: 150 }, (_, n) => limiter.take(`198.51.100.${n}`, 'epicerie', NOW));
    expect(taken.filter(Boolean)).toHaveLength(100);
    expect(limiter.take('198.51.100.1', 'ferme', NOW)).toBe(true);
    expect(limiter.take('198.51.100.1', 'epicerie', new Date(NOW.getTime() + 60_000))).toBe(true);
  });

  it('counts a site’s referrers past its day’s cap on this instance as « Autres », and starts again the next day', async () => {
    const db = await world();
    const limiter = new SourceLimiter(1000, 1000, 3);
    const from = (n: number) =>
      request({ source: `198.51.100.${n}`, beacon: { path: '/', referrer: `https://site-${n}.example/` } });
    for (let n = 0; n < 5; n += 1) expect(await count(db, from(n), limiter)).toBe('counted');
    // A domain already named that day still counts under its own name.
    await count(db, from(1), limiter);
    const shards = await db.query('sites/epicerie/statShards');
    const sources: Record<string, number> = {};
    for (const { data } of shards)
      for (const [key, n] of Object.entries(data.sources as Record<string, number>))
        sources[key] = (sources[key] ?? 0) + n;
    expect(sources).toEqual({ 'site-0.example': 1, 'site-1.example': 2, 'site-2.example': 1, [OTHER_SOURCES]: 2 });
    expect(limiter.referrer('epicerie', 'site-4.example', '2026-11-28')).toBe('site-4.example');
    expect(limiter.referrer('ferme', 'site-4.example', '2026-11-28')).toBe('site-4.example');
  });

  it('reads only the fields it knows', () => {
    expect(readBeacon('{"path":"/","referrer":"","extra":1}')).toEqual({
      path: '/',
      referrer: '',
      site: undefined,
      action: undefined,
    });
    expect(readBeacon('[]')).toBeNull();
    expect(readBeacon('{"path":3}')).toBeNull();
    expect(readBeacon('pas du json')).toBeNull();
  });
});
