import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { getDoc } from '../repo';
import { resolveSite, type SiteResolution } from '../domain/resolve-site';

/** Active mapping for one host, or null; a visitor may `get` a mapping but never list them. */
export async function findMappedSite(db: DataPort, host: string): Promise<string | null> {
  const mapping = await getDoc(db, refs.domain(host));
  return mapping?.active ? mapping.siteId : null;
}

export function resolveSiteFromLocation(
  db: DataPort,
  location: { search: string; hostname: string },
): Promise<SiteResolution | null> {
  return resolveSite(location, (host) => findMappedSite(db, host));
}
