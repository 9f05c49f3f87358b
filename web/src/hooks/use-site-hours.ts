import type { DayHours, Entity, specialPeriodSchema } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { usePublishedSite } from './use-published';

export type SpecialPeriodEntity = Entity<typeof specialPeriodSchema>;

export interface SiteHours {
  status: 'loading' | 'ready';
  /** The regular week (empty when no hours were entered: 'Horaires à définir'). */
  week: DayHours[];
  /** Special periods, earliest first; a failed load leaves the list empty. */
  periods: SpecialPeriodEntity[];
}

/** The visited shop's regular hours and special periods, from its published documents, live. */
export function usePublishedHours(): SiteHours {
  const { siteId } = useSite();
  const published = usePublishedSite();
  return {
    status: siteId !== null && published.status === 'loading' ? 'loading' : 'ready',
    week: published.data?.pages.hours?.week ?? [],
    periods: published.data?.specialPeriods ?? [],
  };
}
