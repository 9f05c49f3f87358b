import { refs, type Entity, type QuoteStatus, type quoteRequestSchema } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type QuoteEntity = Entity<typeof quoteRequestSchema>;

/** The dashboard lists the 10 latest requests. */
export const LATEST_QUOTES = 10;

export function useLatestQuotes(siteId: string) {
  return useCollection(refs.collection(siteId, 'quoteRequests'), {
    orderBy: [['createdAt', 'desc']],
    limit: LATEST_QUOTES,
  });
}

export function useAllQuotes(siteId: string) {
  return useCollection(refs.collection(siteId, 'quoteRequests'));
}

export interface QuoteCounts {
  total: number;
  new: number;
  inProgress: number;
  completed: number;
}

/** New, in progress, and anything else counts as completed. */
export function countByStatus(quotes: readonly { status: QuoteStatus }[]): QuoteCounts {
  const count = (status: QuoteStatus) => quotes.filter((quote) => quote.status === status).length;
  const fresh = count('new');
  const inProgress = count('in_progress');
  return { total: quotes.length, new: fresh, inProgress, completed: quotes.length - fresh - inProgress };
}
