import { describe, expect, it } from 'vitest';
import type { DataPort } from '../port/data-port';
import { crawlFile } from './crawl-file';
import { storeWith } from './testing/fixtures';

const AT = new Date('2025-01-01T00:00:00.000Z');
const CHANGED = new Date('2026-11-20T16:30:00.000Z');
const mapping = (siteId: string, active = true) => ({ siteId, active, createdAt: AT, updatedAt: AT });
const site = (name: string, active = true) => ({ name, ownerId: 'o', active, createdAt: AT, updatedAt: CHANGED });

const world = () =>
  storeWith({
    'domains/epicerie.fr': mapping('epicerie'),
    'domains/ferme.fr': mapping('ferme'),
    'domains/ancien.fr': mapping('epicerie', false),
    'sites/epicerie': site('Épicerie'),
    'sites/ferme': site('Ferme', false),
  });

const sitemap = async (db: DataPort, host: string, protocol: 'http' | 'https' = 'https') => {
  const file = await crawlFile(db, { path: '/sitemap.xml', host, protocol });
  if (file.status !== 200) throw new Error(`status ${file.status}`);
  return file.body;
};
const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('crawlFile', () => {
  it('lists a shop’s five public pages on the visited domain, with the day the site last changed', async () => {
    const body = await sitemap(await world(), 'www.epicerie.fr');
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(body)).toEqual([
      'https://www.epicerie.fr/',
      'https://www.epicerie.fr/merchant/about',
      'https://www.epicerie.fr/merchant/services',
      'https://www.epicerie.fr/merchant/products',
      'https://www.epicerie.fr/merchant/contact',
    ]);
    expect(body.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(5);
  });

  it('lists only the landing page for the platform’s hosts, unknown domains, inactive mappings and sites', async () => {
    const db = await world();
    for (const host of ['127.0.0.1:5000', 'comptoir.web.app', 'inconnu.fr', 'ancien.fr', 'ferme.fr']) {
      expect(locs(await sitemap(db, host, 'http'))).toEqual([`http://${host}/`]);
    }
  });

  it('keeps the port of a local host in the addresses', async () => {
    const db = await storeWith({ 'domains/epicerie.localhost': mapping('epicerie'), 'sites/epicerie': site('É') });
    expect(locs(await sitemap(db, 'epicerie.localhost:5000', 'http'))[1]).toBe(
      'http://epicerie.localhost:5000/merchant/about',
    );
  });

  it('gives every host a robots.txt that keeps crawlers out of the back office and names the sitemap', async () => {
    await expect(
      crawlFile(await world(), { path: '/robots.txt', host: 'epicerie.fr', protocol: 'https' }),
    ).resolves.toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'User-agent: *\nAllow: /\nDisallow: /admin/\nSitemap: https://epicerie.fr/sitemap.xml\n',
    });
  });

  it('answers 404 for a host header that could not be a host, never echoing it', async () => {
    const db = await world();
    for (const host of ['evil.fr/<script>', 'a b', '', 'x.fr:99999999']) {
      await expect(crawlFile(db, { path: '/robots.txt', host, protocol: 'https' })).resolves.toEqual({ status: 404 });
    }
  });

  it('answers 503 when the data cannot be read, not the landing page’s sitemap', async () => {
    const db = await world();
    db.get = () => Promise.reject(new Error('unavailable'));
    await expect(crawlFile(db, { path: '/sitemap.xml', host: 'epicerie.fr', protocol: 'https' })).resolves.toEqual({
      status: 503,
    });
  });
});
