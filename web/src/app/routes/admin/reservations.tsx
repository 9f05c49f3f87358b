import { ReservationsPage } from '@/features/admin-reservations/components/reservations-page';

export function Component() {
  return <ReservationsPage />;
}
