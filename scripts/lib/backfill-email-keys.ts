import { emailKey } from '@comptoir/core';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** The leads' collections and the field holding each one's address. */
const LEADS = { quoteRequests: 'customerEmail', contactMessages: 'email', reservations: 'customerEmail' } as const;
/** Documents read (and at most written, in one batch) at a time. */
const PAGE = 400;

/**
 * Gives every quote request, contact message and reservation of every site its address's key
 * (`emailKey`), which the « Données personnelles » search asks for: documents stored before the key
 * existed have none. Pages through each collection group by document name; writes only the
 * documents without the right key. Returns how many it wrote, per collection.
 */
export async function backfillEmailKeys(db: Firestore): Promise<Record<keyof typeof LEADS, number>> {
  const written = { quoteRequests: 0, contactMessages: 0, reservations: 0 };
  for (const [collection, field] of Object.entries(LEADS) as [keyof typeof LEADS, string][]) {
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      const base = db.collectionGroup(collection).orderBy(FieldPath.documentId()).limit(PAGE);
      const page = await (after ? base.startAfter(after) : base).get();
      const batch = db.batch();
      let changes = 0;
      for (const document of page.docs) {
        const address: unknown = document.get(field);
        if (typeof address !== 'string' || document.get('emailKey') === emailKey(address)) continue;
        batch.update(document.ref, { emailKey: emailKey(address) });
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
