import { siteSearchKeys } from '../model/search-keys';
import type { SeedDocument } from './seed-document';

const SITE = /^sites\/([^/]+)$/;
const DOMAIN = /^domains\/([^/]+)$/;

/**
 * The seed's sites with the search keys the server would write from their names and the seed's
 * domains (seeds are written with the triggers off).
 */
export function withSiteSearchKeys(documents: readonly SeedDocument[]): SeedDocument[] {
  const hosts = new Map<string, string[]>();
  for (const { path, data } of documents) {
    const host = DOMAIN.exec(path)?.[1];
    if (host && typeof data.siteId === 'string') hosts.set(data.siteId, [...(hosts.get(data.siteId) ?? []), host]);
  }
  return documents.map((document) => {
    const siteId = SITE.exec(document.path)?.[1];
    if (!siteId) return document;
    const keys = siteSearchKeys(String(document.data.name), (hosts.get(siteId) ?? []).sort());
    return { path: document.path, data: { ...document.data, searchKeys: keys } };
  });
}
