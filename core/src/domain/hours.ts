import type { DayHours, Slots, SpecialPeriod } from '../model/hours';
import { addMonths, dayOfWeekOf } from './calendar';

/** French day names, index 0 = Sunday. */
export const DAY_NAMES = ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'] as const;
/** The week as shops print it: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** How far ahead special periods are announced. */
export const SPECIAL_PERIOD_WINDOW_MONTHS = 2;

export interface Slot {
  open: string;
  close: string;
}

export interface DaySchedule {
  dayOfWeek: number;
  isClosed: boolean;
  slots: Slot[];
  /** Set when a special period decides this day's hours. */
  period: { id?: string; title: string } | null;
}

/** Times are shown as their first five characters (HH:MM). */
export const formatTime = (time: string | null | undefined): string => (time ?? '').slice(0, 5);

/** The usable slots of a day's times (a slot needs both its opening and closing time). */
export function slotsOf(times: Slots): Slot[] {
  const pairs: [string | null, string | null][] = [
    [times.morningOpen, times.morningClose],
    [times.afternoonOpen, times.afternoonClose],
  ];
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]))
    .map(([open, close]) => ({ open: formatTime(open), close: formatTime(close) }));
}

/** The regular hours of a weekday, or null when none are set ('Horaires à définir'). */
export function regularDay(week: readonly DayHours[], dayOfWeek: number): DaySchedule | null {
  const entry = week.find((day) => day.dayOfWeek === dayOfWeek);
  if (!entry) return null;
  const slots = entry.isClosed ? [] : slotsOf(entry);
  return { dayOfWeek, isClosed: entry.isClosed || slots.length === 0, slots, period: null };
}

/** Single-day when flagged so or when it starts and ends the same day. */
export const isSingleDay = (period: Pick<SpecialPeriod, 'isSingleDay' | 'startDate' | 'endDate'>): boolean =>
  period.isSingleDay || period.startDate === period.endDate;

/** A period's last day. */
export const periodEnd = (period: Pick<SpecialPeriod, 'isSingleDay' | 'startDate' | 'endDate'>): string =>
  isSingleDay(period) ? period.startDate : period.endDate;

/** Inclusive: a period is 'Actif' on its first and last days. */
export function periodCovers(
  period: Pick<SpecialPeriod, 'startDate' | 'endDate' | 'isSingleDay'>,
  date: string,
): boolean {
  return period.startDate <= date && date <= periodEnd(period);
}

export type PeriodLike = SpecialPeriod & { id?: string };

/** Days a multi-day period leaves unset keep their regular hours (its hours may not be entered yet). */
function specialDay(period: PeriodLike, dayOfWeek: number, week: readonly DayHours[]): DaySchedule | null {
  const label = { ...(period.id ? { id: period.id } : {}), title: period.title };
  if (period.isPeriodClosed) return { dayOfWeek, isClosed: true, slots: [], period: label };
  if (isSingleDay(period)) {
    const slots = slotsOf(period.times);
    return { dayOfWeek, isClosed: slots.length === 0, slots, period: label };
  }
  const day = period.days.find((entry) => entry.dayOfWeek === dayOfWeek);
  if (!day) return regularDay(week, dayOfWeek);
  const slots = day.isClosed ? [] : slotsOf(day);
  return { dayOfWeek, isClosed: slots.length === 0, slots, period: label };
}

/** A date's hours: a special period covering it wins over the regular week. */
export function scheduleFor(
  date: string,
  week: readonly DayHours[],
  periods: readonly PeriodLike[],
): DaySchedule | null {
  const dayOfWeek = dayOfWeekOf(date);
  // A holiday closure wins over any other period it overlaps.
  const covering = periods.filter((candidate) => periodCovers(candidate, date));
  const period = covering.find((candidate) => candidate.kind === 'conges') ?? covering[0];
  return period ? specialDay(period, dayOfWeek, week) : regularDay(week, dayOfWeek);
}

/** The contact page announces periods further ahead than the home page: holidays are planned early. */
export const CONTACT_PERIOD_WINDOW_MONTHS = 6;

/** Periods to announce: running now, or starting within `months` (two by default); soonest first. */
export function upcomingPeriods<P extends PeriodLike>(
  periods: readonly P[],
  today: string,
  months = SPECIAL_PERIOD_WINDOW_MONTHS,
): P[] {
  const horizon = addMonths(today, months);
  return periods
    .filter((period) => periodEnd(period) >= today && period.startDate <= horizon)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** 'HH:MM' as minutes since midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
