import { Badge } from '@chakra-ui/react';
import type { ReservationStatus } from '@comptoir/core';
import type { Palette } from '@/components/ui/system';

/** nouvelle → confirmée → prête → retirée, or annulée / refusée. */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  new: 'Nouvelle',
  confirmed: 'Confirmée',
  ready: 'Prête',
  collected: 'Retirée',
  cancelled: 'Annulée',
  declined: 'Refusée',
};

const PALETTES: Record<ReservationStatus, Palette> = {
  new: 'blue',
  confirmed: 'teal',
  ready: 'orange',
  collected: 'green',
  cancelled: 'gray',
  declined: 'red',
};

/** Reservations that still mean a customer coming to the shop. */
export const isExpected = (status: ReservationStatus) => status !== 'cancelled' && status !== 'declined';

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge colorPalette={PALETTES[status]}>{RESERVATION_STATUS_LABELS[status]}</Badge>;
}
