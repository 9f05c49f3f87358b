import type { DataPort } from '../port/data-port';
import type { Platform } from '../domain/platform';
import {
  findMapping,
  readHost,
  resolveRequestSite,
  type RequestSite,
  type SiteResolution,
  type VisitedHost,
} from '../domain/site-resolution';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';

/** Active mapping for one host, or null; a visitor may `get` a mapping but never list them. */
export async function findMappedSite(db: DataPort, host: string): Promise<string | null> {
  const mapping = await getDoc(db, refs.domain(host));
  return mapping?.active ? mapping.siteId : null;
}

/**
 * The one entrance: the site and canonical origin of a request, its mapping read from `db`
 * (renderPage, crawlFiles, the audience beacon, the browser; resolveSite below for a bare host).
 */
export function requestSiteIn(db: DataPort, visit: VisitedHost, platform: Platform): Promise<RequestSite | null> {
  return resolveRequestSite(visit, platform, (host) => findMappedSite(db, host));
}

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

/**
 * `read`, its answers kept `ms` per key in this instance (a function serving many requests): a busy
 * page's beacons cost no read each. The one cache of site resolution.
 */
export function cachedFor<Args extends unknown[], Value>(
  ms: number,
  keyOf: (...args: Args) => string,
  read: (...args: Args) => Promise<Value>,
  now: () => number = Date.now,
): (...args: Args) => Promise<Value> {
  const known = new Map<string, { value: Value; until: number }>();
  return async (...args) => {
    const key = keyOf(...args);
    const hit = known.get(key);
    if (hit && hit.until > now()) return hit.value;
    const value = await read(...args);
    if (known.size > 10_000) known.clear();
    known.set(key, { value, until: now() + ms });
    return value;
  };
}
