import { addDays, momentIn, type Where } from '@comptoir/core';
import { ALL, type LeadFilter } from './lead-filters';

/** Monday to Sunday of the shop's current week. */
function week(today: string, dayOfWeek: number): [string, string] {
  const monday = addDays(today, -((dayOfWeek + 6) % 7));
  return [monday, addDays(monday, 6)];
}

/** The pick-up days of a choice, on the shop's calendar (Paris): first and last (open when absent). */
export function pickupRange(range: string, now: Date): { from?: string; to?: string } {
  const { date: today, dayOfWeek } = momentIn(now);
  switch (range) {
    case 'upcoming':
      return { from: today };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'week': {
      const [monday, sunday] = week(today, dayOfWeek);
      return { from: monday, to: sunday };
    }
    default:
      return {};
  }
}

/** 'Retrait': every date, the coming ones (shown first), today, tomorrow, this week. */
export const pickupDayFilter: LeadFilter = {
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
  where: (value, now) => {
    const { from, to } = pickupRange(value, now);
    const conditions: Where[] = [];
    if (from) conditions.push(['pickupDate', '>=', from]);
    if (to) conditions.push(['pickupDate', '<=', to]);
    return conditions;
  },
};
