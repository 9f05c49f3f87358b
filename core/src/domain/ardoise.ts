import type { DayHours, SpecialPeriod } from '../model/hours';
import type { ArdoisePage } from '../model/pages';
import type { LocalMoment } from './calendar';
import { runningConges } from './conges';
import { formatTime, minutesOf, scheduleFor } from './hours';

/** When the ardoise leaves the site when the owner picks no time: the day's last closing, else midnight. */
export function closingTime(date: string, week: readonly DayHours[], periods: readonly SpecialPeriod[]): string {
  return scheduleFor(date, week, periods)?.slots.at(-1)?.close ?? '23:59';
}

/** Still up: written today (Paris) and before its time. */
export function ardoiseCurrent(ardoise: ArdoisePage | null | undefined, now: LocalMoment): boolean {
  if (!ardoise?.title || ardoise.date !== now.date) return false;
  const until = formatTime(ardoise.until) || '23:59';
  return now.minutes < minutesOf(until);
}

/** Shown now: still up, and the shop not closed for its holidays (the owner keeps it for the return). */
export function ardoiseShown(
  ardoise: ArdoisePage | null | undefined,
  now: LocalMoment,
  periods: readonly SpecialPeriod[] = [],
): boolean {
  return ardoiseCurrent(ardoise, now) && !runningConges(periods, now.date);
}

/** « jusqu’à 14:00 », or « toute la journée » for an ardoise that stays until midnight. */
export function ardoiseUntilText(until: string | null): string {
  const time = formatTime(until);
  return !time || time === '23:59' ? 'toute la journée' : `jusqu’à ${time}`;
}
