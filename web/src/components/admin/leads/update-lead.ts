import { deleteDoc, refs, updateDoc, type Data, type DataPort } from '@comptoir/core';
import type { LeadCollection } from './use-leads';

/**
 * firestore.rules: an owner changes only the seen flag, the status (and its reason) and the
 * private note; the patch is checked against the lead's schema before it is written.
 */
export function updateLead(db: DataPort, siteId: string, collection: LeadCollection, id: string, patch: Data) {
  return updateDoc(db, refs.item(siteId, collection, id), patch);
}

/** The owner erases a request (a person's right to erasure). */
export function deleteLead(db: DataPort, siteId: string, collection: LeadCollection, id: string): Promise<void> {
  return deleteDoc(db, refs.item(siteId, collection, id));
}
