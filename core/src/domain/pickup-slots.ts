import { DEFAULT_PREPARATION_HOURS } from '../model/pages';
import type { DayHours, SpecialPeriod } from '../model/hours';
import { addDays, formatFrenchDate, momentIn } from './calendar';
import { minutesOf, scheduleFor } from './hours';

/** A pick-up is asked for a half-hour slot: 09:00 means between 09:00 and 09:30. */
export const PICKUP_SLOT_MINUTES = 30;
/** Farther than this, a shop cannot promise anything. */
export const PICKUP_MAX_DAYS_AHEAD = 60;

export interface PickupRules {
  week: readonly DayHours[];
  periods: readonly (SpecialPeriod & { id?: string })[];
  /** How long before a pick-up the shop needs the request. */
  preparationHours: number;
  now: Date;
}

/** The rules of a shop from its stored hours page (missing: no hours, the default delay). */
export function pickupRulesFrom(
  hours: { week: readonly DayHours[]; reservationPreparationHours?: number } | null,
  periods: PickupRules['periods'],
  now: Date,
): PickupRules {
  return {
    week: hours?.week ?? [],
    periods,
    preparationHours: hours?.reservationPreparationHours ?? DEFAULT_PREPARATION_HOURS,
    now,
  };
}

export const PICKUP_MESSAGES = {
  noDay: 'Choisissez un jour de retrait',
  noTime: 'Choisissez un créneau de retrait',
  tooFar: `Le retrait doit avoir lieu dans les ${PICKUP_MAX_DAYS_AHEAD} prochains jours`,
  closed: 'La boutique est fermée ce jour-là\u00a0: choisissez un autre jour',
  outsideHours: 'Ce créneau est en dehors des horaires d’ouverture\u00a0: choisissez-en un autre',
  tooSoon: (hours: number) =>
    `Le retrait doit être prévu au moins ${preparationText(hours)} à l’avance\u00a0: choisissez un créneau plus tard`,
} as const;

/** '24\u00a0h', '2\u00a0jours' — how the delay reads in a sentence. */
export function preparationText(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24}\u00a0jours`;
  return `${hours}\u00a0h`;
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The earliest pick-up moment, on the shop's clock (the delay is real time: DST days included). */
function earliest(rules: PickupRules) {
  return momentIn(new Date(rules.now.getTime() + rules.preparationHours * 3_600_000));
}

/** The half-hour slots a day's opening hours hold (each slot ends by closing time). */
function openSlots(date: string, rules: PickupRules): string[] {
  const schedule = scheduleFor(date, rules.week, rules.periods);
  if (!schedule) return [];
  return schedule.slots.flatMap((slot) => {
    const times: string[] = [];
    for (
      let start = minutesOf(slot.open);
      start + PICKUP_SLOT_MINUTES <= minutesOf(slot.close);
      start += PICKUP_SLOT_MINUTES
    )
      times.push(timeOf(start));
    return times;
  });
}

/** 'samedi 12 décembre' — a pick-up day as the form offers it. */
export const pickupDayText = (date: string): string => formatFrenchDate(date, { weekday: 'long', year: undefined });

/** '10:00 – 10:30' — a slot as the form offers it. */
export const pickupSlotText = (time: string): string => `${time} – ${timeOf(minutesOf(time) + PICKUP_SLOT_MINUTES)}`;

/** The slots a visitor may choose on a date (none when closed, too soon or too far). */
export function pickupTimes(date: string, rules: PickupRules): string[] {
  const first = earliest(rules);
  const today = momentIn(rules.now).date;
  if (date < first.date || date > addDays(today, PICKUP_MAX_DAYS_AHEAD)) return [];
  const times = openSlots(date, rules);
  return date === first.date ? times.filter((time) => minutesOf(time) >= first.minutes) : times;
}

/** Every day with at least one slot, soonest first (the form offers only these). */
export function pickupDays(rules: PickupRules): { date: string; times: string[] }[] {
  const today = momentIn(rules.now).date;
  const days: { date: string; times: string[] }[] = [];
  for (let ahead = 0; ahead <= PICKUP_MAX_DAYS_AHEAD; ahead += 1) {
    const date = addDays(today, ahead);
    const times = pickupTimes(date, rules);
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

/** Why a chosen day and slot cannot be taken, in French; null when it can. */
export function pickupProblem(date: string, time: string, rules: PickupRules): string | null {
  if (date === '') return PICKUP_MESSAGES.noDay;
  if (time === '') return PICKUP_MESSAGES.noTime;
  if (date > addDays(momentIn(rules.now).date, PICKUP_MAX_DAYS_AHEAD)) return PICKUP_MESSAGES.tooFar;
  const open = openSlots(date, rules);
  if (open.length === 0) return PICKUP_MESSAGES.closed;
  if (!open.includes(time)) return PICKUP_MESSAGES.outsideHours;
  if (!pickupTimes(date, rules).includes(time)) return PICKUP_MESSAGES.tooSoon(rules.preparationHours);
  return null;
}
