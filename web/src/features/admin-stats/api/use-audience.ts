import {
  statDaysRef,
  statMonthsRef,
  statShardsRef,
  sumTotals,
  totalsPerBucket,
  type AudiencePeriod,
  type AudienceTotals,
} from '@comptoir/core';
import { useAdminCollection, type LiveState } from '@/components/admin/data/use-admin-live';

export interface Audience {
  current: AudienceTotals;
  previous: AudienceTotals;
  /** The totals of each bar of the period: a day's, or a month's. */
  perBucket: AudienceTotals[];
}

/**
 * The site's audience over a period and the one before (live): the days (or months) rolled up each
 * night, and the shards of the days not rolled up yet (today's). One read per day of both periods
 * (24 for 12 months), and one per shard (at most 50 a day).
 */
export function useAudience(siteId: string, period: AudiencePeriod): LiveState<Audience> {
  const from = { where: [['day', '>=', period.previousStart]], orderBy: [['day', 'asc']] } as const;
  const totals = useAdminCollection(period.unit === 'day' ? statDaysRef(siteId) : statMonthsRef(siteId), from);
  const shards = useAdminCollection(statShardsRef(siteId), from);
  if (totals.status === 'error') return totals;
  if (shards.status === 'error') return shards;
  if (totals.status === 'loading' || shards.status === 'loading') return { status: 'loading' };
  const all = [...totals.data, ...shards.data];
  return {
    status: 'success',
    data: {
      current: sumTotals(all, period.start),
      previous: sumTotals(all, period.previousStart, period.start),
      perBucket: totalsPerBucket(all, period),
    },
  };
}
