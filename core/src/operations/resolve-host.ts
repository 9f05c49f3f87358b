import { readHost } from '../domain/request-site';
import { findMapping, type SiteResolution } from '../domain/resolve-site';
import type { DataPort } from '../port/data-port';
import { findMappedSite } from './resolve-site-by-host';

/** 'Epicerie.fr:443' → 'epicerie.fr'; null for what cannot be a mapped host name. */
export function hostName(host: string): string | null {
  return readHost(host)?.hostname ?? null;
}

/**
 * The `resolveSite` HTTP function: a visited host → its site, by the same mappings as pages
 * (active only, retried without `www.`, never localhost or hosting domains).
 */
export async function resolveHost(db: DataPort, host: string): Promise<SiteResolution | null> {
  const hostname = hostName(host);
  const mapping = hostname ? await findMapping(hostname, (key) => findMappedSite(db, key)) : null;
  return mapping ? { siteId: mapping.siteId, customDomain: true } : null;
}
