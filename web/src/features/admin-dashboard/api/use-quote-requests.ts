import { refs, type Entity, type quoteRequestSchema } from '@comptoir/core';
import { useAdminCollection, useAdminCount } from '@/components/admin/data/use-admin-live';

export type QuoteEntity = Entity<typeof quoteRequestSchema>;

/** The dashboard lists the 10 latest requests. */
export const LATEST_QUOTES = 10;

export function useLatestQuotes(siteId: string) {
  return useAdminCollection(refs.collection(siteId, 'quoteRequests'), {
    orderBy: [['createdAt', 'desc']],
    limit: LATEST_QUOTES,
  });
}

export interface QuoteCounts {
  total: number;
  new: number;
  inProgress: number;
  completed: number;
}

const NEW = [['status', '==', 'new']] as const;
const IN_PROGRESS = [['status', '==', 'in_progress']] as const;

/** New, in progress, and anything else counts as completed; counted without reading the requests. null while loading. */
export function useQuoteCounts(siteId: string): QuoteCounts | null {
  const quotes = refs.collection(siteId, 'quoteRequests');
  const total = useAdminCount(quotes);
  const fresh = useAdminCount(quotes, NEW);
  const inProgress = useAdminCount(quotes, IN_PROGRESS);
  if (total.status !== 'success' || fresh.status !== 'success' || inProgress.status !== 'success') return null;
  return {
    total: total.data,
    new: fresh.data,
    inProgress: inProgress.data,
    completed: total.data - fresh.data - inProgress.data,
  };
}
