import { isValidDomain } from '../domain/normalise-domain';
import type { SiteResolution } from '../domain/resolve-site';
import type { DataPort } from '../port/data-port';
import { resolveSiteFromLocation } from './resolve-site-by-host';

/** 'Epicerie.fr:443' → 'epicerie.fr'; null for what cannot be a mapped host name. */
export function hostName(host: string): string | null {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return isValidDomain(name) ? name : null;
}

/**
 * The `resolveSite` HTTP function: a visited host → its site, by the same rules as the
 * browser (active mappings only, retried without `www.`, never localhost or hosting domains).
 */
export async function resolveHost(db: DataPort, host: string): Promise<SiteResolution | null> {
  const hostname = hostName(host);
  return hostname ? resolveSiteFromLocation(db, { search: '', hostname }) : null;
}
