import type { DayHours } from '../schemas/hours';
import { addDays, dayOfWeekOf, formatFrenchDate, type LocalMoment } from './calendar';
import { runningConges } from './conges';
import { DAY_NAMES, minutesOf, periodEnd, scheduleFor, type PeriodLike } from './hours';

const NO_YEAR = { year: undefined } as const;

export interface OpenStatus {
  open: boolean;
  /** 'Ouvert · ferme à 19:00', 'Fermé · ouvre à 14:30', 'Fermé · ouvre demain à 09:00', 'Fermé · ouvre lundi à 09:00' */
  label: string;
}

/** Open right now, and when it closes or next opens (looks a week ahead). */
export function openStatus(
  now: LocalMoment,
  week: readonly DayHours[],
  periods: readonly PeriodLike[],
): OpenStatus | null {
  const today = scheduleFor(now.date, week, periods);
  const current = today?.slots.find(
    (slot) => minutesOf(slot.open) <= now.minutes && now.minutes < minutesOf(slot.close),
  );
  if (current) return { open: true, label: `Ouvert · ferme à ${current.close}` };
  const later = today?.slots.find((slot) => minutesOf(slot.open) > now.minutes);
  if (later) return { open: false, label: `Fermé · ouvre à ${later.open}` };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const date = addDays(now.date, ahead);
    const first = scheduleFor(date, week, periods)?.slots[0];
    if (!first) continue;
    const when = ahead === 1 ? 'demain' : (DAY_NAMES[dayOfWeekOf(date)] ?? '').toLowerCase();
    return { open: false, label: `Fermé · ouvre ${when} à ${first.open}` };
  }
  const away = runningConges(periods, now.date);
  if (away) return { open: false, label: `Fermé · congés jusqu’au ${formatFrenchDate(periodEnd(away), NO_YEAR)}` };
  return week.length > 0 || periods.length > 0 ? { open: false, label: 'Fermé' } : null;
}
