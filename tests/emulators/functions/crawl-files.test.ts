import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';

const fetchAs = (file: string, host: string, init: RequestInit = {}) =>
  fetch(`${functionUrl('crawlFiles')}${file}`, { ...init, headers: { 'X-Forwarded-Host': host } });

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
    await db.doc('sites/it-crawl').set({ name: 'Épicerie', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
  });

  it('lists the shop’s pages on its domain, cacheable by the CDN per host', async () => {
    const response = await fetchAs('/sitemap.xml', 'www.it-crawl.fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(
      /s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/,
    );
    expect(response.headers.get('vary')).toContain('X-Forwarded-Host');
    const body = await response.text();
    expect(body).toContain('<loc>http://www.it-crawl.fr/merchant/products</loc><lastmod>2026-11-20</lastmod>');
    expect(body.match(/<url>/g)).toHaveLength(5);
  });

  it('lists only the landing page for a host that is no shop', async () => {
    const body = await (await fetchAs('/sitemap.xml', 'inconnu-crawl.fr')).text();
    expect([...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual(['http://inconnu-crawl.fr/']);
  });

  it('answers 404 to other paths and forged hosts, 405 to writes', async () => {
    expect((await fetchAs('/admin/sitemap.xml', 'www.it-crawl.fr')).status).toBe(404);
    expect((await fetchAs('/sitemap.xml', 'evil.fr/<script>')).status).toBe(404);
    expect((await fetchAs('/sitemap.xml', 'www.it-crawl.fr', { method: 'POST' })).status).toBe(405);
  });
});
