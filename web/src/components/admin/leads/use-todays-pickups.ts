import { momentIn, refs } from '@comptoir/core';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';
import { isExpected } from './reservation-status';

/** The reservations to hand over today (Paris), cancelled and declined ones left out, by time. */
export function useTodaysPickups(siteId: string) {
  const today = momentIn(new Date()).date;
  const state = useAdminCollection(refs.collection(siteId, 'reservations'), { where: [['pickupDate', '==', today]] });
  const pickups = (state.data ?? [])
    .filter((reservation) => isExpected(reservation.status))
    .sort((a, b) => a.pickupTime.localeCompare(b.pickupTime));
  return { ...state, date: today, pickups };
}
