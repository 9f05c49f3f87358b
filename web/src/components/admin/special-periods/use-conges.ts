import { CONGES_ENDED_SHOWN_DAYS, addDays, congesToShow, refs } from '@comptoir/core';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';

/**
 * The closures the back office shows (running, planned, or the last one ended within the week):
 * only closures are read, whatever the number of other special periods (index: kind, endDate).
 */
export function useConges(siteId: string, today: string) {
  const closures = useAdminCollection(refs.collection(siteId, 'specialPeriods'), {
    where: [
      ['kind', '==', 'conges'],
      ['endDate', '>=', addDays(today, -CONGES_ENDED_SHOWN_DAYS)],
    ],
    orderBy: [['endDate', 'asc']],
    limit: 10,
  });
  return {
    status: closures.status,
    /** Those read, in the order of their last day. */
    closures: closures.data ?? [],
    shown: closures.status === 'success' ? congesToShow(closures.data, today) : [],
  };
}
