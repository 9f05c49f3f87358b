import { refs, type DayHours } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { useDoc } from './use-live';
import { usePublishedSite } from './use-published';
import { useSpecialPeriods, type SpecialPeriodEntity } from './use-special-periods';

export interface SiteHours {
  status: 'loading' | 'ready';
  /** The regular week (empty when no hours were entered: 'Horaires à définir'). */
  week: DayHours[];
  /** Special periods, earliest first; a failed load leaves the list empty. */
  periods: SpecialPeriodEntity[];
}

/** Live regular hours and special periods of a site (contact page, home events, badge, JSON-LD). */
export function useSiteHours(siteId: string | null): SiteHours {
  const hours = useDoc(siteId ? refs.page(siteId, 'hours') : null);
  const periods = useSpecialPeriods(siteId);
  const loading = siteId !== null && (hours.status === 'loading' || periods.status === 'loading');
  return {
    status: loading ? 'loading' : 'ready',
    week: hours.status === 'success' ? (hours.data?.week ?? []) : [],
    periods: periods.status === 'success' ? periods.data : [],
  };
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
