import {
  combineStreams,
  mapStream,
  refs,
  watchCollection,
  type Entity,
  type SessionUser,
  type domainSchema,
} from '@comptoir/core';
import { useLive } from '@/hooks/use-live';
import { useServices } from '@/lib/services-context';

export type DomainEntity = Entity<typeof domainSchema>;

const newestFirst = (a: DomainEntity, b: DomainEntity) => b.createdAt.getTime() - a.createdAt.getTime();

/**
 * Administrators see every mapping; owners only their sites' (one equality query per owned site,
 * as the rules allow no broader listing). `ownedSiteIds` null waits for the owner's sites.
 */
export function useDomainMappings(user: SessionUser, ownedSiteIds: readonly string[] | null) {
  const { db } = useServices();
  const isAdmin = user.role === 'admin';
  const key = isAdmin ? 'domains:all' : ownedSiteIds ? `domains:sites:${ownedSiteIds.join(',')}` : null;
  return useLive(key, () =>
    isAdmin
      ? watchCollection(db, refs.domains(), { orderBy: [['createdAt', 'desc']] })
      : mapStream(
          combineStreams(
            (ownedSiteIds ?? []).map((siteId) =>
              watchCollection(db, refs.domains(), { where: [['siteId', '==', siteId]] }),
            ),
          ),
          (lists) => lists.flat().sort(newestFirst),
        ),
  );
}
