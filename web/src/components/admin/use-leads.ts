import { refs } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type LeadCollection = 'quoteRequests' | 'contactMessages';

const NEWEST_FIRST = { orderBy: [['createdAt', 'desc']] } as const;

/** Quote requests or contact messages of a site, newest first, live (spec §7). */
export function useLeads<C extends LeadCollection>(siteId: string, collection: C) {
  return useCollection(refs.collection(siteId, collection), NEWEST_FIRST);
}
