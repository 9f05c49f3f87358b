import type { PlanId } from '../model/plans';
import { SHOP_PAGES, hasShopPage } from './shop-pages';

/** The public pages of a site on `plan`, as search engines should list them (its home is the domain's root). */
export const shopPagePaths = (plan: PlanId | undefined): string[] =>
  Object.values(SHOP_PAGES)
    .filter((page) => page.listed && hasShopPage(plan, page))
    .map((page) => (page === SHOP_PAGES.home ? '/' : page.path));

/** The platform's own public page: the landing page. */
export const PLATFORM_PAGE_PATHS = ['/'];

/** What no search engine should index: the back office. */
export const PRIVATE_PATH_PREFIX = '/admin/';

export interface SitemapEntry {
  loc: string;
  lastmod: Date | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** robots.txt for a host: everything public but the back office, and where its sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', `Disallow: ${PRIVATE_PATH_PREFIX}`, `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** sitemap.xml (sitemaps.org 0.9): each page's address and, when known, the day it last changed. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${xml(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
