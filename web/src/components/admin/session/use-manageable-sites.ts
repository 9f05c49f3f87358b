import { refs, type Entity, type SessionUser, type siteSchema } from '@comptoir/core';
import { useMemo } from 'react';
import { useAdminCollection, type LiveState } from '@/components/admin/data/use-admin-live';

export type SiteEntity = Entity<typeof siteSchema>;

const newestFirst = (a: SiteEntity, b: SiteEntity) => b.createdAt.getTime() - a.createdAt.getTime();

/**
 * The sites an account may manage, newest first: every site for an administrator, the sites it
 * owns for a user. `null` waits.
 */
export function useManageableSites(user: SessionUser | null): LiveState<SiteEntity[]> {
  const isAdmin = user?.role === 'admin';
  const state = useAdminCollection(
    user ? refs.sites() : null,
    isAdmin ? { orderBy: [['createdAt', 'desc']] } : { where: [['ownerId', '==', user?.uid ?? '']] },
  );
  return useMemo(
    () => (state.status === 'success' && !isAdmin ? { ...state, data: [...state.data].sort(newestFirst) } : state),
    [state, isAdmin],
  );
}
