import { addDays, addTotals, emptyTotals, type AudienceTotals } from '@comptoir/core';

/** The periods « Statistiques » offers, in days (12 months come with monthly totals). */
export const PERIODS = [7, 30, 90] as const;
export type PeriodDays = (typeof PERIODS)[number];

export interface AudiencePeriod {
  /** First day of the period (the period ends today, included). */
  start: string;
  /** First day of the period before, of the same length. */
  previousStart: string;
  /** Every day of the period, oldest first. */
  days: string[];
}

export function audiencePeriod(today: string, length: PeriodDays): AudiencePeriod {
  const start = addDays(today, 1 - length);
  return {
    start,
    previousStart: addDays(start, -length),
    days: Array.from({ length }, (_, index) => addDays(start, index)),
  };
}

type DayTotals = Pick<AudienceTotals, 'day'> & Omit<AudienceTotals, 'day'>;

/** The totals of the documents whose day is in [from, to) (`to` absent: no end). */
export function sumDays(documents: readonly DayTotals[], from: string, to?: string): AudienceTotals {
  return documents
    .filter((doc) => doc.day >= from && (to === undefined || doc.day < to))
    .reduce<AudienceTotals>((sum, doc) => addTotals(sum, doc), emptyTotals(from));
}

/** Visits per day of the period, zero on days without any. */
export function visitsPerDay(
  documents: readonly DayTotals[],
  days: readonly string[],
): { day: string; visits: number }[] {
  const byDay = new Map<string, number>();
  for (const doc of documents) byDay.set(doc.day, (byDay.get(doc.day) ?? 0) + doc.entries);
  return days.map((day) => ({ day, visits: byDay.get(day) ?? 0 }));
}

/** « +12 % », « −5 % », « = » against the previous period; null when it had nothing to compare with. */
export function changeText(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return '=';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}\u00a0%`;
}

/** A share as French writes it: « 12,5 % » (one decimal under 10 %). */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return '0\u00a0%';
  const share = (part / whole) * 100;
  return `${share.toLocaleString('fr-FR', { maximumFractionDigits: share < 10 ? 1 : 0 })}\u00a0%`;
}

/** The entries of a count map, largest first. */
export const ranked = (counts: Record<string, number>): [string, number][] =>
  Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'fr'));
