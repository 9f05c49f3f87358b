import { statDaysRef, statShardsRef } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';
import type { LiveState } from '@/lib/live-cache';
import { sumDays, visitsPerDay, type AudiencePeriod } from '../lib/audience-period';

export interface Audience {
  current: ReturnType<typeof sumDays>;
  previous: ReturnType<typeof sumDays>;
  perDay: ReturnType<typeof visitsPerDay>;
}

/**
 * The site's audience over a period and the one before (live): the days rolled up each night, and
 * the shards of the days not rolled up yet (today's). One read per day of both periods, and one per
 * shard (at most 50 a day).
 */
export function useAudience(siteId: string, period: AudiencePeriod): LiveState<Audience> {
  const from = { where: [['day', '>=', period.previousStart]], orderBy: [['day', 'asc']] } as const;
  const days = useCollection(statDaysRef(siteId), from);
  const shards = useCollection(statShardsRef(siteId), from);
  if (days.status === 'error') return days;
  if (shards.status === 'error') return shards;
  if (days.status === 'loading' || shards.status === 'loading') return { status: 'loading' };
  const all = [...days.data, ...shards.data];
  return {
    status: 'success',
    data: {
      current: sumDays(all, period.start),
      previous: sumDays(all, period.previousStart, period.start),
      perDay: visitsPerDay(all, period.days),
    },
  };
}
