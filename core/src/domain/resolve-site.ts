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

/**
 * The `site` query parameter always wins; otherwise the host is looked up among active
 * mappings (see docs/architecture.md). `lookup` returns the site id of an active mapping.
 */
export async function resolveSite(
  location: { search: string; hostname: string },
  lookup: DomainLookup,
): Promise<SiteResolution | null> {
  const fromQuery = new URLSearchParams(location.search).get('site')?.trim();
  if (fromQuery) return { siteId: fromQuery, customDomain: false };
  for (const host of lookupCandidates(location.hostname)) {
    const siteId = await lookup(host);
    if (siteId) return { siteId, customDomain: true };
  }
  return null;
}
