import { formatNumber } from '@comptoir/core';
/** formatFrenchDate's options for a month: « novembre 2026 ». */
export const MONTH_OF_YEAR = { day: undefined, month: 'long', year: 'numeric' } as const;

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
  return `${formatNumber(share, { maximumFractionDigits: share < 10 ? 1 : 0 })}\u00a0%`;
}

/** The entries of a count map, largest first. */
export const ranked = (counts: Record<string, number>): [string, number][] =>
  Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'fr'));
