import { publishedDocuments, type PublishedEntry } from '../published/published-content';
import { publishedPlace } from '../published/published-paths';
import type { SeedDocument } from './seed-document';

/**
 * Each seeded site's published documents, as the publishing trigger would write them from the
 * same documents (seeds are written with the triggers off, or without any).
 */
export function publishedSeedDocuments(documents: readonly SeedDocument[], now: Date): SeedDocument[] {
  const sites = new Map<string, PublishedEntry[]>();
  for (const { path, data } of documents) {
    const place = publishedPlace(path);
    if (!place || path.split('/').length % 2 !== 0) continue;
    const relative = path.slice(`sites/${place.siteId}`.length + 1);
    const entries = sites.get(place.siteId) ?? [];
    if (relative) entries.push([relative, data]);
    else entries.unshift(['', data]);
    sites.set(place.siteId, entries);
  }
  return [...sites]
    .filter(([, entries]) => entries[0]?.[0] === '')
    .flatMap(([siteId, entries]) => {
      const { main, parts } = publishedDocuments(siteId, entries, now);
      return [main, ...parts];
    });
}
