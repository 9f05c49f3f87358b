import { addDays, momentIn, type Reservation } from '@comptoir/core';
import { ALL, type LeadFilter } from './lead-filters';

/** Monday to Sunday of the shop's current week. */
function week(today: string, dayOfWeek: number): [string, string] {
  const monday = addDays(today, -((dayOfWeek + 6) % 7));
  return [monday, addDays(monday, 6)];
}

/** Whether a pick-up day falls in the chosen range, on the shop's calendar (Paris). */
export function inPickupRange(date: string, range: string, now: Date): boolean {
  const { date: today, dayOfWeek } = momentIn(now);
  switch (range) {
    case 'upcoming':
      return date >= today;
    case 'today':
      return date === today;
    case 'tomorrow':
      return date === addDays(today, 1);
    case 'week': {
      const [monday, sunday] = week(today, dayOfWeek);
      return date >= monday && date <= sunday;
    }
    default:
      return true;
  }
}

/** 'Retrait': every date, the coming ones (shown first), today, tomorrow, this week. */
export const pickupDayFilter: LeadFilter<Pick<Reservation, 'pickupDate'>> = {
  id: 'pickup',
  label: 'Retrait',
  options: [
    { value: ALL, label: 'Toutes les dates' },
    { value: 'upcoming', label: 'À venir' },
    { value: 'today', label: 'Aujourd’hui' },
    { value: 'tomorrow', label: 'Demain' },
    { value: 'week', label: 'Cette semaine' },
  ],
  initial: 'upcoming',
  matches: (reservation, value, now) => inPickupRange(reservation.pickupDate, value, now),
};
