import { refs, serverTimestamp, updateDoc, type DataPort } from '@comptoir/core';

/** firestore.rules: an owner changes only isViewed, and updatedAt stamped by the server. */
export function setMessageViewed(db: DataPort, siteId: string, id: string, isViewed: boolean): Promise<void> {
  return updateDoc(db, refs.item(siteId, 'contactMessages', id), { isViewed, updatedAt: serverTimestamp() });
}
