import { refs, type SITE_COLLECTIONS, type Entity } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type LeadCollection = 'quoteRequests' | 'contactMessages' | 'reservations';
export type LeadEntity<C extends LeadCollection> = Entity<(typeof SITE_COLLECTIONS)[C]>;

const NEWEST_FIRST = { orderBy: [['createdAt', 'desc']] } as const;

/** Quote requests, contact messages or reservations of a site, newest first, live. */
export function useLeads<C extends LeadCollection>(siteId: string, collection: C) {
  return useCollection(refs.collection(siteId, collection), NEWEST_FIRST);
}
