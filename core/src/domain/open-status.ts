import type { DayHours } from '../model/hours';
import { addDays, formatFrenchDate, type LocalMoment } from './calendar';
import { runningConges } from './conges';
import { minutesOf, periodEnd, scheduleFor, type PeriodLike } from './hours';

const NO_YEAR = { year: undefined } as const;

/** « 9 h », « 14 h 30 »: a time as a sentence says it. */
const spokenTime = (time: string): string => {
  const hours = String(Number(time.slice(0, 2)));
  const minutes = time.slice(3, 5);
  return minutes === '00' ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${minutes}`;
};

export interface OpenStatus {
  open: boolean;
  /** « Ouvert · ferme à 19 h », « Fermé · ouvre à 14 h 30 », « Fermé · ouvre demain à 9 h », « Fermé · ouvre le lundi 7 décembre à 9 h » */
  label: string;
}

/**
 * Open right now, and when it closes or next opens (looks a week ahead): by its date beyond
 * tomorrow, as a weekday alone would read as this week's on that same weekday.
 */
export function openStatus(
  now: LocalMoment,
  week: readonly DayHours[],
  periods: readonly PeriodLike[],
): OpenStatus | null {
  const today = scheduleFor(now.date, week, periods);
  const current = today?.slots.find(
    (slot) => minutesOf(slot.open) <= now.minutes && now.minutes < minutesOf(slot.close),
  );
  if (current) return { open: true, label: `Ouvert · ferme à ${spokenTime(current.close)}` };
  const later = today?.slots.find((slot) => minutesOf(slot.open) > now.minutes);
  if (later) return { open: false, label: `Fermé · ouvre à ${spokenTime(later.open)}` };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const date = addDays(now.date, ahead);
    const first = scheduleFor(date, week, periods)?.slots[0];
    if (!first) continue;
    const when = ahead === 1 ? 'demain' : `le ${formatFrenchDate(date, { ...NO_YEAR, weekday: 'long' })}`;
    return { open: false, label: `Fermé · ouvre ${when} à ${spokenTime(first.open)}` };
  }
  const away = runningConges(periods, now.date);
  if (away) return { open: false, label: `Fermé · congés jusqu’au ${formatFrenchDate(periodEnd(away), NO_YEAR)}` };
  return week.length > 0 || periods.length > 0 ? { open: false, label: 'Fermé' } : null;
}
