import { refs, type DayHours, type Entity, type specialPeriodSchema } from '@comptoir/core';
import { useDoc, useCollection } from './use-live';

export interface SiteHours {
  status: 'loading' | 'ready';
  /** The regular week (empty when no hours were entered: 'Horaires à définir'). */
  week: DayHours[];
  /** Special periods, earliest first; a failed load leaves the list empty. */
  periods: Entity<typeof specialPeriodSchema>[];
}

const PERIOD_ORDER = { orderBy: [['startDate', 'asc']] } as const;

/** Live regular hours and special periods of a site (contact page, home events, badge, JSON-LD). */
export function useSiteHours(siteId: string | null): SiteHours {
  const hours = useDoc(siteId ? refs.page(siteId, 'hours') : null);
  const periods = useCollection(siteId ? refs.collection(siteId, 'specialPeriods') : null, PERIOD_ORDER);
  const loading = siteId !== null && (hours.status === 'loading' || periods.status === 'loading');
  return {
    status: loading ? 'loading' : 'ready',
    week: hours.status === 'success' ? (hours.data?.week ?? []) : [],
    periods: periods.status === 'success' ? periods.data : [],
  };
}
