import { beforeAll, describe, expect, it } from 'vitest';
import { admin, functionUrl } from '../support/clients';

const fetchAs = (path: string, host: string, init: RequestInit = {}) =>
  fetch(`${functionUrl('renderPage')}${path}`, { ...init, headers: { 'X-Forwarded-Host': host } });

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('renderPage (HTTP function): public pages rendered on the server, per host', () => {
  beforeAll(async () => {
    const { db } = admin();
    const at = new Date('2026-11-20T10:00:00.000Z');
    await db.doc('domains/it-render.fr').set({ siteId: 'it-render', active: true, createdAt: at, updatedAt: at });
    await db
      .doc('sites/it-render')
      .set({ name: 'Fromagerie Rendue', ownerId: 'o', active: true, createdAt: at, updatedAt: at });
    await db
      .doc('sites/it-render/pages/home')
      .set({ heroTitle: 'Des fromages de caractère', heroSubtitle: 'Affinés sur place.' });
  });

  it('serves the shop of the visited host with its head, its h1 and its data, cacheable by the CDN', async () => {
    const response = await fetchAs('/', 'it-render.fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(
      /public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+/,
    );
    expect(response.headers.get('vary')).toBe('Accept-Encoding, X-Forwarded-Host, Host');
    // Sent compressed (fetch asks for gzip and unpacks it): the CDN keeps the compressed copy.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(title(html)).toBe('Accueil — Fromagerie Rendue');
    expect(html).toMatch(/<h1[^>]*>Des fromages de caractère</);
    expect(html).toContain('<meta name="description" content="Affinés sur place." />');
    expect(html).toContain('<link rel="canonical" href="http://it-render.fr/" />');
    expect(html).toContain('<script id="comptoir-snapshot" type="application/json">');
  });

  it('serves a shop page by ?site= on another host, and the landing page for a host that is no shop', async () => {
    const products = await fetchAs('/merchant/products?site=it-render', 'comptoir-render.fr');
    expect(title(await products.text())).toBe('Produits — Fromagerie Rendue');
    const landing = await fetchAs('/', 'inconnu-render.fr');
    expect(landing.status).toBe(200);
    expect(title(await landing.text())).toBe('Comptoir — des sites web pour les commerces de proximité');
  });

  it('answers 404 with the not-found page to an unknown path, 400 to a forged host, 405 to writes', async () => {
    const missing = await fetchAs('/nulle-part', 'it-render.fr');
    expect(missing.status).toBe(404);
    expect(title(await missing.text())).toBe('Page introuvable');
    expect((await fetchAs('/', 'evil.fr"><script>')).status).toBe(400);
    expect((await fetchAs('/', 'it-render.fr', { method: 'POST' })).status).toBe(405);
  });
});
