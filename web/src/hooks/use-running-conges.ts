import { runningConges } from '@comptoir/core';
import type { SpecialPeriodEntity } from './use-site-hours';
import { useToday } from './use-now';
import { usePublishedSite } from './use-published';

/**
 * The shop's holiday closure running today (Paris), or null: it starts and ends with its dates,
 * in a server render as in an open page (the clock is renewed each minute).
 */
export function useRunningConges(): SpecialPeriodEntity | null {
  const date = useToday();
  const published = usePublishedSite();
  return published.status === 'success' ? runningConges(published.data.specialPeriods, date) : null;
}
