import { refs, updateDoc, type DataPort } from '@comptoir/core';

/** firestore.rules: an owner changes only isViewed and status on a quote request. */
export function setQuoteViewed(db: DataPort, siteId: string, id: string, isViewed: boolean): Promise<void> {
  return updateDoc(db, refs.item(siteId, 'quoteRequests', id), { isViewed });
}
