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
