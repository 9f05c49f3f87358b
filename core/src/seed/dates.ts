import { addDays, formatFrenchDate, momentIn } from '../domain/calendar';
import type { DayHours } from '../model/hours';

const HOUR = 3_600_000;

/** A moment `days` (and `hours`) before `now`. */
export function ago(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * HOUR);
}

/** `YYYY-MM-DD` of the shop's calendar day (Paris time, as the hours logic reads it) `days` after today. */
export function isoDayFrom(now: Date, days: number): string {
  return addDays(momentIn(now).date, days);
}

/** Event dates are free text shown as typed, such as '12 décembre 2026'. */
export function frenchDateFrom(now: Date, days: number): string {
  return formatFrenchDate(isoDayFrom(now, days));
}

type Slot = readonly [open: string, close: string] | null;

/** One weekday's hours: closed, or a morning and an optional afternoon slot. */
export function day(dayOfWeek: number, morning: Slot, afternoon: Slot = null): DayHours {
  return {
    dayOfWeek,
    isClosed: morning === null && afternoon === null,
    morningOpen: morning?.[0] ?? null,
    morningClose: morning?.[1] ?? null,
    afternoonOpen: afternoon?.[0] ?? null,
    afternoonClose: afternoon?.[1] ?? null,
  };
}
