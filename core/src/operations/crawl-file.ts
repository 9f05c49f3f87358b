import { PLATFORM_PAGE_PATHS, shopPagePaths, robotsTxt, sitemapXml, type SitemapEntry } from '../domain/crawl-files';
import type { DataPort } from '../port/data-port';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';
import type { Platform } from '../domain/platform';
import type { RequestSite } from '../domain/site-resolution';
import { requestSiteIn } from './resolve-site';

export type CrawlFilePath = '/robots.txt' | '/sitemap.xml';

export interface CrawlFileRequest {
  path: CrawlFilePath;
  /** The visited host as the request names it (a port included). */
  host: string;
  protocol: 'http' | 'https';
}

export type CrawlFile =
  | { status: 200; contentType: string; body: string }
  | { status: 404 }
  /** The data could not be read: never answered as if the host had no shop. */
  | { status: 503 };

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** The pages a request's site serves (an active site), else the landing page, under its origin. */
async function entriesOf(db: DataPort, { siteId, origin }: RequestSite): Promise<SitemapEntry[]> {
  const site = siteId ? await getDoc(db, refs.site(siteId)) : null;
  if (!site?.active) return PLATFORM_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: null }));
  return shopPagePaths(site.plan).map((path) => ({ loc: `${origin}${path}`, lastmod: site.updatedAt }));
}

/**
 * /robots.txt and /sitemap.xml for the visited host: a shop's domain lists the shop's pages there,
 * with the day its site last changed (two reads: the mapping and the site); the platform's hosts
 * list the landing page, and any other host the landing page at the platform's address. The back
 * office is disallowed everywhere.
 */
export async function crawlFile(db: DataPort, request: CrawlFileRequest, platform: Platform): Promise<CrawlFile> {
  try {
    const resolved = await requestSiteIn(db, { host: request.host, protocol: request.protocol, site: null }, platform);
    if (!resolved) return { status: 404 };
    if (request.path === '/robots.txt') return { status: 200, contentType: TEXT, body: robotsTxt(resolved.origin) };
    return { status: 200, contentType: XML, body: sitemapXml(await entriesOf(db, resolved)) };
  } catch {
    return { status: 503 };
  }
}
