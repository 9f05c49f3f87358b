import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';
import { eventually } from '../support/emulators';
import { getAs, type Answer } from '../support/http-as';

const fetchAs = (path: string, host: string, init: RequestInit = {}) =>
  fetch(`${functionUrl('renderPage')}${path}`, { ...init, headers: { 'X-Forwarded-Host': host } });
const pageAs = (path: string, headers: Record<string, string>) => getAs('renderPage', path, headers);

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
const CACHEABLE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;
const LANDING = 'Comptoir — des sites web pour les commerces de proximité';
/** The platform's address in the emulators: APP_URL (functions/.env.demo-comptoir). */
const PLATFORM = 'http://127.0.0.1:5173';

/** A page the CDN may keep, once per host (the host headers are in Vary). */
function expectCacheablePerHost(answer: Answer) {
  expect(answer.headers['cache-control']).toMatch(CACHEABLE);
  expect(answer.headers.vary).toBe('Accept-Encoding, X-Forwarded-Host, Host');
}

/** The platform's landing page under the platform's address, with nothing of the forged host. */
function expectLanding(answer: Answer, forged: string) {
  expect(answer.status).toBe(200);
  expect(title(answer.body)).toBe(LANDING);
  expect(canonical(answer.body)).toBe(`${PLATFORM}/`);
  expect(ogUrl(answer.body)).toBe(`${PLATFORM}/`);
  expect(answer.body).not.toContain(forged);
  expect(answer.body).not.toContain('Fromagerie Rendue');
  expectCacheablePerHost(answer);
}

describe('renderPage (HTTP function): public pages rendered on the server, per host', () => {
  beforeAll(async () => {
    const { db } = admin();
    const at = new Date('2026-11-20T10:00:00.000Z');
    const shop = (id: string, name: string, host: string) =>
      Promise.all([
        db.doc(`domains/${host}`).set({ siteId: id, active: true, createdAt: at, updatedAt: at }),
        db.doc(`sites/${id}`).set({ name, plan: 'pro', ownerId: 'o', active: true, createdAt: at, updatedAt: at }),
      ]);
    await shop('it-render', 'Fromagerie Rendue', 'it-render.fr');
    await shop('it-autre', 'Cave Voisine', 'it-autre.localhost');
    await db
      .doc('sites/it-render/pages/home')
      .set({ heroTitle: 'Des fromages de caractère', heroSubtitle: 'Affinés sur place.' });
    // The pages read the shop's published documents, which the publish triggers rebuild a moment later.
    await eventually(async () => {
      const published = await db.doc('published/it-render').get();
      return String(published.get('content') ?? '').includes('Des fromages de caractère') || null;
    });
  });

  it('serves the shop of the visited host with its head, its h1 and its data, cacheable by the CDN', async () => {
    const response = await fetchAs('/', 'it-render.fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(CACHEABLE);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, X-Forwarded-Host, Host');
    // Sent compressed (fetch asks for gzip and unpacks it): the CDN keeps the compressed copy.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(title(html)).toBe('Accueil — Fromagerie Rendue');
    expect(html).toMatch(/<h1[^>]*>Des fromages de caractère</);
    expect(html).toContain('<meta name="description" content="Affinés sur place." />');
    expect(html).toContain('<link rel="canonical" href="http://it-render.fr/" />');
    expect(ogUrl(html)).toBe('http://it-render.fr/');
    expect(html).toContain('<script id="comptoir-snapshot" type="application/json">');
  });

  it('serves a shop page by ?site= on the platform’s own hosts, and the landing page without it', async () => {
    for (const host of ['127.0.0.1:5000', 'localhost:5000']) {
      const products = await pageAs('/merchant/products?site=it-render', { 'X-Forwarded-Host': host });
      expect(title(products.body)).toBe('Produits — Fromagerie Rendue');
      expect(canonical(products.body)).toBe(`http://${host}/merchant/products?site=it-render`);
      expectCacheablePerHost(products);
    }
    const landing = await pageAs('/', { 'X-Forwarded-Host': '127.0.0.1:5000' });
    expect(title(landing.body)).toBe(LANDING);
    expect(canonical(landing.body)).toBe('http://127.0.0.1:5000/');
  });

  it('answers 404 with the not-found page to an unknown path, 400 to a malformed host, 405 to writes', async () => {
    const missing = await fetchAs('/nulle-part', 'it-render.fr');
    expect(missing.status).toBe(404);
    expect(title(await missing.text())).toBe('Page introuvable');
    const malformed = await pageAs('/', { 'X-Forwarded-Host': 'evil.fr"><script>' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers['cache-control']).toBe('no-store');
    expect((await fetchAs('/', 'it-render.fr', { method: 'POST' })).status).toBe(405);
  });
});

describe('renderPage: a shop’s domain never shows another shop (class 2)', () => {
  it.each(['/?site=it-autre', '/merchant/contact?site=it-autre', '/merchant/products?site=it-autre&x=1'])(
    '%s on it-render.fr is it-render’s page, its addresses on it-render.fr',
    async (path) => {
      const answer = await pageAs(path, { 'X-Forwarded-Host': 'it-render.fr' });
      expect(answer.status).toBe(200);
      expect(title(answer.body)).toMatch(/— Fromagerie Rendue$/);
      expect(answer.body).not.toMatch(/Cave Voisine|doc:sites\/it-autre/);
      const pathname = path.slice(0, path.indexOf('?'));
      expect(canonical(answer.body)).toBe(`http://it-render.fr${pathname}`);
      expect(ogUrl(answer.body)).toBe(`http://it-render.fr${pathname}`);
      expectCacheablePerHost(answer);
    },
  );

  it.each([
    '//evil.test/',
    '//evil.test/merchant/contact?site=it-autre',
    '//it-autre.localhost/',
    '//epicerie.localhost/merchant/contact',
    '///it-autre.localhost/',
  ])('reads %s on it-render.fr as a path there, never as a host', async (path) => {
    const answer = await pageAs(path, { 'X-Forwarded-Host': 'it-render.fr' });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toMatch(/Cave Voisine|Épicerie du Marché|\/\/evil\.test|\/\/[\w.-]+\.localhost/);
    expect(new URL(canonical(answer.body) ?? '').host).toBe('it-render.fr');
    expectCacheablePerHost(answer);
  });

  it('names the mapping’s host for a www. variant no mapping names (forged or not)', async () => {
    const answer = await pageAs('/', { 'X-Forwarded-Host': 'www.it-render.fr' });
    expect(title(answer.body)).toBe('Accueil — Fromagerie Rendue');
    expect(canonical(answer.body)).toBe('http://it-render.fr/');
    expect(answer.body).not.toContain('www.it-render.fr');
  });
});

describe('renderPage: a host the platform does not know gets the landing page under the platform’s address (class 3)', () => {
  it.each([
    ['X-Forwarded-Host', '/', 'attacker.test'],
    ['X-Forwarded-Host', '/?site=it-render', 'attacker.test'],
    ['X-Forwarded-Host', '/', 'attacker.test:8443'],
    ['X-Forwarded-Host', '/?site=it-render', 'it-render.fr.attacker.test'],
    ['X-Forwarded-Host', '/?site=it-render', 'inconnu-render.fr'],
    ['Host', '/', 'attacker.test'],
    ['Host', '/?site=it-render', 'attacker.test'],
  ])('%s: %s on %s', async (header, path, host) => {
    expectLanding(await pageAs(path, { [header]: host }), host.replace(/:\d+$/, ''));
  });

  it('keeps the shop of ?site= away from a forged host on every path, and its scheme too', async () => {
    const answer = await pageAs('/merchant/products?site=it-render', {
      'X-Forwarded-Host': 'attacker.test',
      'X-Forwarded-Proto': 'https',
    });
    expect(answer.body).not.toMatch(/attacker\.test|Fromagerie Rendue/);
    expect(canonical(answer.body)).toBe(`${PLATFORM}/merchant/products`);
    expect(ogUrl(answer.body)).toBe(`${PLATFORM}/merchant/products`);
    expectCacheablePerHost(answer);
  });

  it('legit twin: a mapped host through X-Forwarded-Host, forged scheme or not, stays its shop', async () => {
    const answer = await pageAs('/', { 'X-Forwarded-Host': 'it-render.fr', 'X-Forwarded-Proto': 'http' });
    expect(title(answer.body)).toBe('Accueil — Fromagerie Rendue');
    expect(canonical(answer.body)).toBe('http://it-render.fr/');
    expectCacheablePerHost(answer);
  });
});
