import { accountSearchKeys, emailKey, siteSearchKeys, sortKey } from '@comptoir/core';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';

interface Key {
  from: string;
  key: string;
  keyOf(value: string, id: string): unknown;
}

/**
 * The keys stored beside a field for Firestore to query on, which documents written before the key
 * existed lack: the leads' address key (`emailKey`, what the « Données personnelles » search asks
 * for), the products' name key (`nameKey`, the back office's sort by name), and what « Sites » and
 * « Utilisateurs » find a site and an account by (`searchKeys`; a site's from its name and domains).
 */
const KEYS = {
  quoteRequests: { from: 'customerEmail', key: 'emailKey', keyOf: emailKey },
  contactMessages: { from: 'email', key: 'emailKey', keyOf: emailKey },
  reservations: { from: 'customerEmail', key: 'emailKey', keyOf: emailKey },
  products: { from: 'name', key: 'nameKey', keyOf: sortKey },
  users: { from: 'email', key: 'searchKeys', keyOf: accountSearchKeys },
  sites: { from: 'name', key: 'searchKeys', keyOf: () => [] },
} as const satisfies Record<string, Key>;
export type KeyedCollection = keyof typeof KEYS;
/** Documents read (and at most written, in one batch) at a time. */
const PAGE = 400;

/** Every document of a collection group, page by page in document name order. */
async function forEachPage(
  db: Firestore,
  collection: string,
  each: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const base = db.collectionGroup(collection).orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (after ? base.startAfter(after) : base).get();
    await each(page.docs);
    after = page.docs.at(-1);
    if (page.size < PAGE) return;
  }
}

/** Each site's mapped hosts, sorted as the trigger sorts them. */
async function hostsBySite(db: Firestore): Promise<Map<string, string[]>> {
  const hosts = new Map<string, string[]>();
  await forEachPage(db, 'domains', async (docs) => {
    for (const domain of docs) {
      const siteId: unknown = domain.get('siteId');
      if (typeof siteId === 'string') hosts.set(siteId, [...(hosts.get(siteId) ?? []), domain.id]);
    }
    return Promise.resolve();
  });
  for (const list of hosts.values()) list.sort();
  return hosts;
}

/**
 * Gives every document of those collections, on every site, its key. Pages through each
 * collection group by document name; writes only the documents without the right key. Returns
 * how many it wrote, per collection.
 */
export async function backfillKeys(db: Firestore): Promise<Record<KeyedCollection, number>> {
  const hosts = await hostsBySite(db);
  const keys: Record<KeyedCollection, Key> = {
    ...KEYS,
    sites: { ...KEYS.sites, keyOf: (name, id) => siteSearchKeys(name, hosts.get(id) ?? []) },
  };
  const written = Object.fromEntries(Object.keys(KEYS).map((name) => [name, 0])) as Record<KeyedCollection, number>;
  for (const [collection, { from, key, keyOf }] of Object.entries(keys) as [KeyedCollection, Key][]) {
    await forEachPage(db, collection, async (docs) => {
      const batch = db.batch();
      let changes = 0;
      for (const document of docs) {
        const value: unknown = document.get(from);
        if (typeof value !== 'string') continue;
        const wanted = keyOf(value, document.id);
        if (isDeepStrictEqual(document.get(key), wanted)) continue;
        batch.update(document.ref, { [key]: wanted });
        changes += 1;
      }
      if (changes > 0) await batch.commit();
      written[collection] += changes;
    });
  }
  return written;
}
