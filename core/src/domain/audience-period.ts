import type { AudiencePeriodKey } from '../model/stats-refs';
import { addTotals, emptyTotals, type AudienceTotals } from './audience';
import { addDays, addMonths } from './calendar';

/** The periods « Statistiques » offers: days up to today, or months up to this one. */
export const AUDIENCE_PERIODS = {
  '7d': { unit: 'day', length: 7, label: '7 derniers jours', before: '7 jours précédents' },
  '30d': { unit: 'day', length: 30, label: '30 derniers jours', before: '30 jours précédents' },
  '90d': { unit: 'day', length: 90, label: '90 derniers jours', before: '90 jours précédents' },
  '12m': { unit: 'month', length: 12, label: '12 derniers mois', before: '12 mois précédents' },
} as const satisfies Record<AudiencePeriodKey, unknown>;

export interface AudiencePeriod {
  unit: 'day' | 'month';
  /** First day of the period (it ends on the day it was asked for, included). */
  start: string;
  /** First day of the period before, of the same length. */
  previousStart: string;
  /** Its bars, oldest first: each day, or each month's first day. */
  buckets: string[];
}

/** The first day of a day's month: the day a month's totals carry. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The period of `key` that ends on `last` (its month, for months). */
export function audiencePeriod(last: string, key: AudiencePeriodKey): AudiencePeriod {
  const { unit, length } = AUDIENCE_PERIODS[key];
  const step = unit === 'day' ? addDays : addMonths;
  const start = step(unit === 'day' ? last : monthOf(last), 1 - length);
  return {
    unit,
    start,
    previousStart: step(start, -length),
    buckets: Array.from({ length }, (_, index) => step(start, index)),
  };
}

type Totals = Omit<AudienceTotals, 'day'> & Pick<AudienceTotals, 'day'>;

/** The totals of the documents whose day is in [from, to) (`to` absent: no end). */
export function sumTotals(documents: readonly Totals[], from: string, to?: string): AudienceTotals {
  return documents
    .filter((doc) => doc.day >= from && (to === undefined || doc.day < to))
    .reduce<AudienceTotals>((sum, doc) => addTotals(sum, doc), emptyTotals(from));
}

/** The totals of each bar of the period (a day's or a month's), empty where nothing was counted. */
export function totalsPerBucket(documents: readonly Totals[], period: AudiencePeriod): AudienceTotals[] {
  const bucketOf = period.unit === 'day' ? (day: string) => day : monthOf;
  const buckets = new Map(period.buckets.map((bucket) => [bucket, emptyTotals(bucket)]));
  for (const doc of documents) {
    const bucket = buckets.get(bucketOf(doc.day));
    if (bucket) buckets.set(bucket.day, addTotals(bucket, doc));
  }
  return [...buckets.values()];
}

/** All the actions of some totals (calls, directions, … event joins). */
export const actionCount = (totals: Pick<AudienceTotals, 'actions'>): number =>
  Object.values(totals.actions).reduce((all, count) => all + count, 0);
