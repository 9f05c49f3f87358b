import type { DataPort } from '../port/data-port';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';
import type { Platform } from '../domain/platform';
import { resolveRequestSite, type RequestSite, type VisitedHost } from '../domain/request-site';

/** Active mapping for one host, or null; a visitor may `get` a mapping but never list them. */
export async function findMappedSite(db: DataPort, host: string): Promise<string | null> {
  const mapping = await getDoc(db, refs.domain(host));
  return mapping?.active ? mapping.siteId : null;
}

/** The site and canonical origin of a request, its mapping read from `db` (renderPage, crawlFiles, the browser). */
export function requestSiteIn(db: DataPort, visit: VisitedHost, platform: Platform): Promise<RequestSite | null> {
  return resolveRequestSite(visit, platform, (host) => findMappedSite(db, host));
}
