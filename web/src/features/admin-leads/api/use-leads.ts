import { refs, type SITE_COLLECTIONS, type Entity } from '@comptoir/core';
import { usePagedCollection, type PagedSpec } from '@/components/admin/lists/use-paged-collection';

export type LeadCollection = 'quoteRequests' | 'contactMessages' | 'reservations';
export type LeadEntity<C extends LeadCollection> = Entity<(typeof SITE_COLLECTIONS)[C]>;

/** Quote requests, contact messages or reservations of a site, filtered and ordered, page by page, live. */
export function useLeadPages<C extends LeadCollection>(siteId: string, collection: C, spec: PagedSpec) {
  return usePagedCollection(refs.collection(siteId, collection), spec);
}
