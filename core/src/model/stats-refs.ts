import { z } from 'zod';
import { collection, doc, segment } from './refs';

// A map of counts (an object with a catch-all, not z.record: the public pages' zod holds no record type).
/** The periods « Statistiques » offers, each with its summary document (its wording: AUDIENCE_PERIODS). */
export const AUDIENCE_PERIOD_KEYS = ['7d', '30d', '90d', '12m'] as const;
export type AudiencePeriodKey = (typeof AUDIENCE_PERIOD_KEYS)[number];

const counts = z.object({}).catchall(z.number().int().min(0)).default({});

/**
 * A day's audience totals of a site (« Statistiques »), written by the functions only:
 * `sites/{siteId}/statShards/{day}-{n}` take each hit (one of STAT_SHARDS at random, so a busy
 * shop's peak never queues on one document); the nightly job adds a finished day's shards into
 * `sites/{siteId}/stats/{day}` and deletes them, and writes the month's totals in
 * `sites/{siteId}/statMonths/{yyyy-mm}` (their `day`: the month's first). Kept 25 months.
 */
export const audienceTotalsSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: z.number().int().min(0).default(0),
  entries: z.number().int().min(0).default(0),
  pages: counts,
  sources: counts,
  devices: counts,
  actions: counts,
});

/** Apart from `refs`, so the public pages' bundle does not carry it. */
export const statShardsRef = (siteId: string) =>
  collection(`sites/${segment(siteId)}/statShards`, audienceTotalsSchema);
export const statShardRef = (siteId: string, day: string, shard: number) =>
  doc(`sites/${segment(siteId)}/statShards/${day}-${shard}`, audienceTotalsSchema);
export const statDaysRef = (siteId: string) => collection(`sites/${segment(siteId)}/stats`, audienceTotalsSchema);
export const statDayRef = (siteId: string, day: string) =>
  doc(`sites/${segment(siteId)}/stats/${day}`, audienceTotalsSchema);
export const statMonthsRef = (siteId: string) =>
  collection(`sites/${segment(siteId)}/statMonths`, audienceTotalsSchema);
export const statMonthRef = (siteId: string, month: string) =>
  doc(`sites/${segment(siteId)}/statMonths/${month.slice(0, 7)}`, audienceTotalsSchema);

const count = z.number().int().min(0);
/** One shop's line in the administrator's table of all shops. */
export const audienceSummaryRowSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  visits: count,
  views: count,
  actions: count,
  previousVisits: count,
});
export type AudienceSummaryRow = z.infer<typeof audienceSummaryRowSchema>;

/**
 * Every shop's figures for one period, up to the last finished day (`through`), most visited first:
 * written by the nightly job for the administrator's table (one read for all shops); read by
 * administrators only.
 */
export const audienceSummarySchema = z.object({
  through: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rows: z.array(audienceSummaryRowSchema),
});
export const audienceSummaryRef = (period: AudiencePeriodKey) =>
  doc(`audienceSummaries/${period}`, audienceSummarySchema);
