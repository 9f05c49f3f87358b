import { siteSearchKeys } from '../model/search-keys';
import type { Data, DataPort } from '../port/data-port';
import { refs } from '../model/refs';

const sameKeys = (stored: unknown, keys: readonly string[]) =>
  Array.isArray(stored) && stored.length === keys.length && stored.every((key, index) => key === keys[index]);

/**
 * Writes what a site is found by (`searchKeys`: its name's words, its domains' beginnings), from
 * the site and its mappings as they are now; nothing when they are already right or the site is
 * gone. Resolves with whether it wrote. Run after every write to a site's name or to a domain.
 */
export async function refreshSiteSearchKeys(db: DataPort, siteId: string): Promise<boolean> {
  const domains = await db.query(refs.domains().path, { where: [['siteId', '==', siteId]] });
  const hosts = domains.map((domain) => domain.id).sort();
  const path = refs.site(siteId).path;
  return db.transaction(async (tx) => {
    const site = await tx.get(path);
    if (!site || typeof site.data.name !== 'string') return false;
    const keys = siteSearchKeys(site.data.name, hosts);
    if (sameKeys(site.data.searchKeys, keys)) return false;
    tx.update(path, { searchKeys: keys });
    return true;
  });
}

/** A write to a site that changes what it is found by: its creation, a new name, keys never written. */
export function changesSiteKeys(before: Data | undefined, after: Data | undefined): boolean {
  return after !== undefined && (before?.name !== after.name || !Array.isArray(after.searchKeys));
}

/** A write to a site that changes nothing but its keys: its public pages need no rebuild. */
export function onlySearchKeysChanged(before: Data | undefined, after: Data | undefined): boolean {
  if (!before || !after) return false;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('searchKeys');
  return [...keys].every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]));
}

/** The sites a write to a domain mapping concerns: its site before and after. */
export function sitesOfDomainWrite(before: Data | undefined, after: Data | undefined): string[] {
  const ids = [before?.siteId, after?.siteId].filter((id): id is string => typeof id === 'string' && id !== '');
  return [...new Set(ids)];
}
