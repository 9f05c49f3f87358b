import { refs, type DayHours, type Entity, type specialPeriodSchema } from '@comptoir/core';
import { useAdminCollection, useAdminDoc } from '@/components/admin/data/use-admin-live';

export type SpecialPeriodEntity = Entity<typeof specialPeriodSchema>;

const BY_START = { orderBy: [['startDate', 'asc']] } as const;

/** A site's special periods, earliest first, live, as the back office edits them. */
export const useAdminSpecialPeriods = (siteId: string | null) =>
  useAdminCollection(siteId ? refs.collection(siteId, 'specialPeriods') : null, BY_START);

export interface AdminSiteHours {
  status: 'loading' | 'ready';
  /** The regular week (empty when no hours were entered). */
  week: DayHours[];
  /** Special periods, earliest first; a failed load leaves the list empty. */
  periods: SpecialPeriodEntity[];
}

/** A site's regular hours and special periods, live (the ardoise's closing time). */
export function useAdminSiteHours(siteId: string): AdminSiteHours {
  const hours = useAdminDoc(refs.page(siteId, 'hours'));
  const periods = useAdminSpecialPeriods(siteId);
  return {
    status: hours.status === 'loading' || periods.status === 'loading' ? 'loading' : 'ready',
    week: hours.status === 'success' ? (hours.data?.week ?? []) : [],
    periods: periods.status === 'success' ? periods.data : [],
  };
}
