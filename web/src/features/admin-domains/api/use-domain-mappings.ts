import {
  combineStreams,
  mapStream,
  refs,
  watchCollection,
  type Entity,
  type SessionUser,
  type domainSchema,
} from '@comptoir/core';
import { PAGE_SIZE, usePagedCollection, type PagedList } from '@/components/admin/lists/use-paged-collection';
import { useAdminLive } from '@/components/admin/data/use-admin-live';
import { useServices } from '@/lib/services-context';

export type DomainEntity = Entity<typeof domainSchema>;

const newestFirst = (a: DomainEntity, b: DomainEntity) => b.createdAt.getTime() - a.createdAt.getTime();

const NEWEST_FIRST = { orderBy: [['createdAt', 'desc']] } as const;

/**
 * Administrators see every mapping, page by page (the platform's thousand); owners only their
 * sites' (one equality query per owned site, as the rules allow no broader listing), all at once.
 * `ownedSiteIds` null waits for the owner's sites.
 */
export function useDomainMappings(user: SessionUser, ownedSiteIds: readonly string[] | null): PagedList<DomainEntity> {
  const { db } = useServices();
  const isAdmin = user.role === 'admin';
  const every = usePagedCollection(refs.domains(), NEWEST_FIRST, PAGE_SIZE, isAdmin);
  const key = !isAdmin && ownedSiteIds ? ['domains', 'sites', ownedSiteIds] : null;
  const owned = useAdminLive(key, () =>
    mapStream(
      combineStreams(
        (ownedSiteIds ?? []).map((siteId) =>
          watchCollection(db, refs.domains(), { where: [['siteId', '==', siteId]] }),
        ),
      ),
      (lists) => lists.flat().sort(newestFirst),
    ),
  );
  return isAdmin ? every : { state: owned, more: false, loadingMore: false, showMore: () => undefined };
}
