import { refs, updateDoc, type DataPort, type QuoteStatus } from '@comptoir/core';

/** Working on a request means it was seen: the status change marks it seen too (rules allow both). */
export function setQuoteStatus(db: DataPort, siteId: string, id: string, status: QuoteStatus): Promise<void> {
  return updateDoc(db, refs.item(siteId, 'quoteRequests', id), { status, isViewed: true });
}
