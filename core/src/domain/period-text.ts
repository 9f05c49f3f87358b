import type { DayHours, SpecialPeriod } from '../model/hours';
import { addDays, dayOfWeekOf, formatFrenchDate } from './calendar';
import { DAY_NAMES, WEEK_ORDER, isSingleDay, scheduleFor, slotsOf, type DaySchedule, type Slot } from './hours';

const DAY_ONLY = { month: undefined, year: undefined } as const;
const DAY_MONTH = { year: undefined } as const;

/** 'Le samedi 12 décembre 2026', 'Du 5 au 18 décembre 2026', 'Du 28 novembre au 11 décembre 2026'. */
export function periodDatesText(period: Pick<SpecialPeriod, 'startDate' | 'endDate' | 'isSingleDay'>): string {
  const { startDate: start, endDate: end } = period;
  if (isSingleDay(period)) return `Le ${formatFrenchDate(start, { weekday: 'long' })}`;
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const sameMonth = sameYear && start.slice(5, 7) === end.slice(5, 7);
  const from = formatFrenchDate(start, sameMonth ? DAY_ONLY : sameYear ? DAY_MONTH : {});
  return `Du ${from} au ${formatFrenchDate(end)}`;
}

/** '09:00 – 12:30, 14:30 – 19:00', or 'Fermé' without slots. */
export const slotsText = (slots: readonly Slot[]): string =>
  slots.length ? slots.map((slot) => `${slot.open} – ${slot.close}`).join(', ') : 'Fermé';

/** A day's hours in words: 'Horaires à définir' when none were entered. */
export function scheduleText(schedule: DaySchedule | null): string {
  if (!schedule) return 'Horaires à définir';
  return schedule.isClosed ? 'Fermé' : slotsText(schedule.slots);
}

export interface PeriodHoursLine {
  /** 'Lundi', 'Mardi – Vendredi'; empty for a single day or a closed period. */
  days: string;
  hours: string;
}

const weekPosition = (dayOfWeek: number) => (WEEK_ORDER as readonly number[]).indexOf(dayOfWeek);

/**
 * The hours a period announces: one line for a single day or a closed period; otherwise its
 * weekdays (Monday first when it lasts a week or more), neighbours with the same hours merged.
 */
export function periodHoursLines(period: SpecialPeriod, week: readonly DayHours[]): PeriodHoursLine[] {
  if (period.isPeriodClosed) return [{ days: '', hours: 'Fermé' }];
  if (isSingleDay(period)) return [{ days: '', hours: slotsText(slotsOf(period.times)) }];
  const dates: string[] = [];
  for (let date = period.startDate; date <= period.endDate && dates.length < 7; date = addDays(date, 1)) {
    dates.push(date);
  }
  const days = dates.map((date) => ({
    dayOfWeek: dayOfWeekOf(date),
    hours: scheduleText(scheduleFor(date, week, [period])),
  }));
  if (days.length === 7) days.sort((a, b) => weekPosition(a.dayOfWeek) - weekPosition(b.dayOfWeek));

  const groups: { first: number; last: number; hours: string }[] = [];
  for (const day of days) {
    const previous = groups.at(-1);
    if (previous && previous.hours === day.hours) previous.last = day.dayOfWeek;
    else groups.push({ first: day.dayOfWeek, last: day.dayOfWeek, hours: day.hours });
  }
  return groups.map(({ first, last, hours }) => ({
    days: first === last ? (DAY_NAMES[first] ?? '') : `${DAY_NAMES[first] ?? ''} – ${DAY_NAMES[last] ?? ''}`,
    hours,
  }));
}
