import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';
import { getAs, type Answer } from '../support/http-as';

const fetchAs = (file: string, host: string, init: RequestInit = {}) =>
  fetch(`${functionUrl('crawlFiles')}${file}`, { ...init, headers: { 'X-Forwarded-Host': host } });
const sitemapAs = (headers: Record<string, string>) => getAs('crawlFiles', '/sitemap.xml', headers);
const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
/** The platform's address in the emulators: APP_URL (functions/.env.demo-comptoir). */
const PLATFORM = 'http://127.0.0.1:5173';

/** Kept by the CDN once per host: the host headers are in Vary. */
function expectCacheablePerHost(answer: Answer) {
  expect(answer.headers['cache-control']).toMatch(
    /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/,
  );
  expect(answer.headers.vary).toBe('X-Forwarded-Host, Host');
}

// The Functions emulator answers /robots.txt itself with a 404 (firebase-tools' functionsEmulatorRuntime),
// before any function runs; Cloud Functions does not. robots.txt is checked by core's unit tests instead.
console.log(
  'robots.txt through the Functions emulator: not tested here, the emulator answers /robots.txt itself (404); core/src/operations/crawl-file.test.ts covers it.',
);

describe('crawlFiles (HTTP function): robots.txt and sitemap.xml per host', () => {
  beforeAll(async () => {
    const { db } = admin();
    const at = new Date('2026-11-20T10:00:00.000Z');
    await db.doc('domains/it-crawl.fr').set({ siteId: 'it-crawl', active: true, createdAt: at, updatedAt: at });
    await db
      .doc('sites/it-crawl')
      .set({ name: 'Épicerie', plan: 'pro', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
  });

  it('lists the shop’s pages on the host its mapping names, cacheable by the CDN per host', async () => {
    const response = await fetchAs('/sitemap.xml', 'www.it-crawl.fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(
      /s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/,
    );
    expect(response.headers.get('vary')).toContain('X-Forwarded-Host');
    const body = await response.text();
    // Only it-crawl.fr is mapped: www. finds the shop through it, and the addresses name it.
    expect(body).toContain('<loc>http://it-crawl.fr/merchant/products</loc><lastmod>2026-11-20</lastmod>');
    expect(body).not.toContain('www.it-crawl.fr');
    expect(body.match(/<url>/g)).toHaveLength(5);
  });

  it('lists the landing page on the platform’s own host (legit twin)', async () => {
    const answer = await sitemapAs({ 'X-Forwarded-Host': '127.0.0.1:5000' });
    expect(locs(answer.body)).toEqual(['http://127.0.0.1:5000/']);
    expectCacheablePerHost(answer);
  });

  it('lists the shop’s pages for a mapped host sent by Hosting, whatever the scheme says (legit twin)', async () => {
    const answer = await sitemapAs({ 'X-Forwarded-Host': 'it-crawl.fr', 'X-Forwarded-Proto': 'http' });
    expect(locs(answer.body)[0]).toBe('http://it-crawl.fr/');
    expect(locs(answer.body)).toHaveLength(5);
    expectCacheablePerHost(answer);
  });

  it.each([
    ['X-Forwarded-Host', 'attacker.test'],
    ['X-Forwarded-Host', 'attacker.test:8443'],
    ['X-Forwarded-Host', 'it-crawl.fr.attacker.test'],
    ['X-Forwarded-Host', 'inconnu-crawl.fr'],
    ['Host', 'attacker.test'],
  ])('lists only the platform’s address for a host it does not know (%s: %s)', async (header, host) => {
    const answer = await sitemapAs({ [header]: host });
    expect(answer.status).toBe(200);
    expect(locs(answer.body)).toEqual([`${PLATFORM}/`]);
    expect(answer.body).not.toContain(host.replace(/:\d+$/, ''));
    expectCacheablePerHost(answer);
  });

  it('answers 404 to other paths and forged hosts, 405 to writes', async () => {
    expect((await fetchAs('/admin/sitemap.xml', 'www.it-crawl.fr')).status).toBe(404);
    expect((await fetchAs('/sitemap.xml', 'evil.fr/<script>')).status).toBe(404);
    expect((await fetchAs('/sitemap.xml', 'www.it-crawl.fr', { method: 'POST' })).status).toBe(405);
  });
});
