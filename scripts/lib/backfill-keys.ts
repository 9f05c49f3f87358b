import { emailKey, sortKey } from '@comptoir/core';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * The keys stored beside a field for Firestore to query on, which documents written before the key
 * existed lack: the leads' address key (`emailKey`, what the « Données personnelles » search asks
 * for) and the products' name key (`nameKey`, the back office's sort by name).
 */
const KEYS = {
  quoteRequests: { from: 'customerEmail', key: 'emailKey', keyOf: emailKey },
  contactMessages: { from: 'email', key: 'emailKey', keyOf: emailKey },
  reservations: { from: 'customerEmail', key: 'emailKey', keyOf: emailKey },
  products: { from: 'name', key: 'nameKey', keyOf: sortKey },
} as const;
export type KeyedCollection = keyof typeof KEYS;
/** Documents read (and at most written, in one batch) at a time. */
const PAGE = 400;

/**
 * Gives every document of those collections, on every site, its key. Pages through each
 * collection group by document name; writes only the documents without the right key. Returns
 * how many it wrote, per collection.
 */
export async function backfillKeys(db: Firestore): Promise<Record<KeyedCollection, number>> {
  const written = { quoteRequests: 0, contactMessages: 0, reservations: 0, products: 0 };
  for (const [collection, { from, key, keyOf }] of Object.entries(KEYS) as [
    KeyedCollection,
    (typeof KEYS)[KeyedCollection],
  ][]) {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const base = db.collectionGroup(collection).orderBy(FieldPath.documentId()).limit(PAGE);
      const page = await (after ? base.startAfter(after) : base).get();
      const batch = db.batch();
      let changes = 0;
      for (const document of page.docs) {
        const value: unknown = document.get(from);
        if (typeof value !== 'string' || document.get(key) === keyOf(value)) continue;
        batch.update(document.ref, { [key]: keyOf(value) });
        changes += 1;
      }
      if (changes > 0) await batch.commit();
      written[collection] += changes;
      after = page.docs.at(-1);
      if (page.size < PAGE) break;
    }
  }
  return written;
}
