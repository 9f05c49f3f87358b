// Which site a request shows, the one rule: the visited host read once, its mapping looked up (as
// visited, then without `www.`), the platform's own hosts and `?site=`. Every entrance goes through
// requestSiteIn (operations/resolve-site.ts).
import { isValidDomain } from './normalise-domain';
import { isPlatformHost, type Platform } from './platform';

export interface SiteResolution {
  siteId: string;
  /** True when the site was found through the visited domain: links then stay plain. */
  customDomain: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Firebase default and preview-channel domains, and other test hosts, never carry a mapping. */
const HOSTING_DOMAINS = [/\.web\.app$/, /\.firebaseapp\.com$/, /\.hosted\.app$/, /\.vercel\.app$/, /\.netlify\.app$/];

export function isLookupExcluded(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost') return true;
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return true;
  return HOSTING_DOMAINS.some((pattern) => pattern.test(host));
}

/** The mapping keys to try for a visited host, in order: as visited, then without `www.`. */
export function lookupCandidates(hostname: string): string[] {
  if (isLookupExcluded(hostname)) return [];
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host.startsWith('www.') ? [host, host.slice(4)] : [host];
}

export type DomainLookup = (host: string) => Promise<string | null>;

/** The active mapping of a visited host (as visited, then without `www.`): its site and the key it names. */
export async function findMapping(
  hostname: string,
  lookup: DomainLookup,
): Promise<{ siteId: string; host: string } | null> {
  for (const host of lookupCandidates(hostname)) {
    const siteId = await lookup(host);
    if (siteId) return { siteId, host };
  }
  return null;
}

export interface VisitedHost {
  /** The visited host as the request names it (`Host`, or `X-Forwarded-Host` behind Hosting), port included. */
  host: string;
  protocol: 'http' | 'https';
  /** The `site` query parameter, if any. */
  site: string | null;
}

/** Which site a request shows, and the origin every address written into its page or sitemap starts with. */
export interface RequestSite {
  /** null: the platform's own pages (the landing page, its legal pages). */
  siteId: string | null;
  /** The site was named by the visited domain's mapping: in-app links stay plain. */
  customDomain: boolean;
  /** The mapping's host, the visited platform host, or the platform's address for any other host. */
  origin: string;
}

const HOST_HEADER = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/;

/** 'Epicerie.FR.:5000' → { hostname: 'epicerie.fr', port: '5000' }; null for what cannot be a host. */
export function readHost(host: string): { hostname: string; port: string } | null {
  const match = HOST_HEADER.exec(host.trim().toLowerCase());
  const hostname = match?.[1]?.replace(/\.$/, '') ?? '';
  if (!match || !isValidDomain(hostname)) return null;
  return { hostname, port: match[2] ?? '' };
}

/** The `site` query parameter of a query string, trimmed; '' when absent. */
export function siteParam(search: string): string {
  return new URLSearchParams(search).get('site')?.trim() ?? '';
}

/**
 * A request's path and query as they are resolved: whatever slashes or backslashes start it become
 * one, so '//evil.test/x' is the path '/evil.test/x' and never names a host.
 */
export function requestPath(url: string): string {
  return `/${url.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
}

/**
 * The one rule for which site a request shows and which host its addresses name:
 * - a platform host shows the site `?site=` names (none: the landing page), under the visited host;
 * - a host with an active mapping shows that mapping's site whatever `?site=` says, under the
 *   mapping's host;
 * - any other host is the platform's landing page under the platform's own address: nothing of it
 *   is ever written into a page.
 * Locally (emulators, sandbox) the visited port and scheme are kept; elsewhere addresses are
 * `https://` without a port. null: the host header could not be a host.
 */
export async function resolveRequestSite(
  visit: VisitedHost,
  platform: Platform,
  lookup: DomainLookup,
): Promise<RequestSite | null> {
  const visited = readHost(visit.host);
  if (!visited) return null;
  const originOf = (hostname: string) =>
    platform.local ? `${visit.protocol}://${hostname}${visited.port ? `:${visited.port}` : ''}` : `https://${hostname}`;
  if (isPlatformHost(visited.hostname, platform)) {
    return { siteId: visit.site?.trim() || null, customDomain: false, origin: originOf(visited.hostname) };
  }
  const mapping = await findMapping(visited.hostname, lookup);
  if (mapping) return { siteId: mapping.siteId, customDomain: true, origin: originOf(mapping.host) };
  return { siteId: null, customDomain: false, origin: platform.origin };
}
