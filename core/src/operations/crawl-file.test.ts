import { describe, expect, it } from 'vitest';
import { platformOf } from '../domain/platform';
import type { DataPort } from '../port/data-port';
import { crawlFile } from './crawl-file';
import { storeWith } from './testing/fixtures';

const AT = new Date('2025-01-01T00:00:00.000Z');
const CHANGED = new Date('2026-11-20T16:30:00.000Z');
const mapping = (siteId: string, active = true) => ({ siteId, active, createdAt: AT, updatedAt: AT });
const site = (name: string, active = true, plan = 'pro') => ({
  name,
  ownerId: 'o',
  active,
  plan,
  createdAt: AT,
  updatedAt: CHANGED,
});
const PLATFORM = platformOf({ appUrl: 'https://comptoir.fr', projectId: 'comptoir-prod', local: false });
const LOCAL = platformOf({ appUrl: 'http://127.0.0.1:5173', projectId: 'demo-comptoir', local: true });

const world = () =>
  storeWith({
    'domains/epicerie.fr': mapping('epicerie'),
    'domains/www.epicerie.fr': mapping('epicerie'),
    'domains/ferme.fr': mapping('ferme'),
    'domains/ancien.fr': mapping('epicerie', false),
    'sites/epicerie': site('Épicerie'),
    'sites/ferme': site('Ferme', false),
  });

const sitemap = async (db: DataPort, host: string, platform = PLATFORM, protocol: 'http' | 'https' = 'https') => {
  const file = await crawlFile(db, { path: '/sitemap.xml', host, protocol }, platform);
  if (file.status !== 200) throw new Error(`status ${file.status}`);
  return file.body;
};
const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const robots = async (db: DataPort, host: string) => {
  const file = await crawlFile(db, { path: '/robots.txt', host, protocol: 'http' }, PLATFORM);
  return file.status === 200 ? file.body : null;
};

describe('crawlFile', () => {
  it('lists a shop’s five public pages on the mapping’s host, with the day the site last changed', async () => {
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

  it('lists only the pages of the site’s plan: an Essentiel shop has its home and its contact page', async () => {
    const db = await storeWith({
      'domains/ferme.fr': mapping('ferme'),
      'sites/ferme': site('Ferme', true, 'essentiel'),
    });
    expect(locs(await sitemap(db, 'ferme.fr'))).toEqual(['https://ferme.fr/', 'https://ferme.fr/merchant/contact']);
    const { plan: _none, ...noPlan } = site('Ferme');
    const unrecorded = await storeWith({ 'domains/ferme.fr': mapping('ferme'), 'sites/ferme': noPlan });
    expect(locs(await sitemap(unrecorded, 'ferme.fr'))).toHaveLength(2);
  });

  it('lists the landing page on the platform’s hosts, and on a mapping whose site is offline', async () => {
    const db = await world();
    for (const host of ['comptoir.fr', 'comptoir-prod.web.app', 'ferme.fr']) {
      expect(locs(await sitemap(db, host))).toEqual([`https://${host}/`]);
    }
  });

  it('lists the platform’s address only for unknown, forged or inactive hosts', async () => {
    const db = await world();
    for (const host of ['attacker.test', 'inconnu.fr:8080', 'ancien.fr', 'attacker.web.app', '127.0.0.1:5000']) {
      const body = await sitemap(db, host);
      expect(locs(body), host).toEqual(['https://comptoir.fr/']);
      expect(body).not.toContain(host.replace(/:\d+$/, ''));
    }
  });

  it('names the mapping’s host, never the visited www. variant nor a forged port or scheme', async () => {
    const db = await storeWith({ 'domains/ferme.fr': mapping('ferme'), 'sites/ferme': site('Ferme') });
    expect(locs(await sitemap(db, 'www.ferme.fr:6666', PLATFORM, 'http'))[0]).toBe('https://ferme.fr/');
  });

  it('keeps the port of a local host in the addresses', async () => {
    const db = await storeWith({ 'domains/epicerie.localhost': mapping('epicerie'), 'sites/epicerie': site('É') });
    expect(locs(await sitemap(db, 'epicerie.localhost:5000', LOCAL, 'http'))[1]).toBe(
      'http://epicerie.localhost:5000/merchant/about',
    );
    expect(locs(await sitemap(db, 'inconnu.localhost:5000', LOCAL, 'http'))).toEqual(['http://127.0.0.1:5173/']);
  });

  it('gives every host a robots.txt that keeps crawlers out of the back office and names a known sitemap', async () => {
    const db = await world();
    expect(await robots(db, 'epicerie.fr')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\nSitemap: https://epicerie.fr/sitemap.xml\n',
    );
    expect(await robots(db, 'attacker.test')).toContain('Sitemap: https://comptoir.fr/sitemap.xml\n');
  });

  it('answers 404 for a host header that could not be a host, never echoing it', async () => {
    const db = await world();
    for (const host of ['evil.fr/<script>', 'a b', '', 'x.fr:99999999']) {
      await expect(crawlFile(db, { path: '/robots.txt', host, protocol: 'https' }, PLATFORM)).resolves.toEqual({
        status: 404,
      });
    }
  });

  it('answers 503 when the data cannot be read, not the landing page’s sitemap', async () => {
    const db = await world();
    db.get = () => Promise.reject(new Error('unavailable'));
    await expect(
      crawlFile(db, { path: '/sitemap.xml', host: 'epicerie.fr', protocol: 'https' }, PLATFORM),
    ).resolves.toEqual({ status: 503 });
  });
});
