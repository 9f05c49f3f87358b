import { PLATFORM_PAGE_PATHS, SHOP_PAGE_PATHS, robotsTxt, sitemapXml, type SitemapEntry } from '../domain/crawl-files';
import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { getDoc } from '../repo';
import { hostName, resolveHost } from './resolve-host';

export type CrawlFilePath = '/robots.txt' | '/sitemap.xml';

export interface CrawlFileRequest {
  path: CrawlFilePath;
  /** The visited host as the browser sent it (a port included). */
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

/** A host header as it may appear in a URL: a name or an IPv4 address, and a port. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The pages a host serves: its shop's (active site of an active mapping), else the landing page. */
async function hostEntries(db: DataPort, host: string, origin: string): Promise<SitemapEntry[]> {
  const resolution = hostName(host) ? await resolveHost(db, host) : null;
  const site = resolution ? await getDoc(db, refs.site(resolution.siteId)) : null;
  if (!site?.active) return PLATFORM_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: null }));
  return SHOP_PAGE_PATHS.map((path) => ({ loc: `${origin}${path}`, lastmod: site.updatedAt }));
}

/**
 * /robots.txt and /sitemap.xml for the visited host: a shop's domain lists the shop's pages there,
 * with the day its site last changed (two reads: the mapping and the site); any other host lists
 * the landing page. The back office is disallowed everywhere.
 */
export async function crawlFile(db: DataPort, request: CrawlFileRequest): Promise<CrawlFile> {
  const host = request.host.trim().toLowerCase().replace(/\.$/, '');
  if (!SAFE_HOST.test(host)) return { status: 404 };
  const origin = `${request.protocol}://${host}`;
  if (request.path === '/robots.txt') return { status: 200, contentType: TEXT, body: robotsTxt(origin) };
  try {
    return { status: 200, contentType: XML, body: sitemapXml(await hostEntries(db, host, origin)) };
  } catch {
    return { status: 503 };
  }
}
