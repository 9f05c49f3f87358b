import { runningConges } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { useToday } from './use-now';
import { useSpecialPeriods, type SpecialPeriodEntity } from './use-special-periods';

/**
 * The shop's holiday closure running today (Paris), or null: it starts and ends with its dates,
 * in a server render as in an open page (the clock is renewed each minute).
 */
export function useRunningConges(): SpecialPeriodEntity | null {
  const { siteId } = useSite();
  const date = useToday();
  const periods = useSpecialPeriods(siteId);
  return periods.status === 'success' ? runningConges(periods.data, date) : null;
}
