import { refs, type Entity, type specialPeriodSchema } from '@comptoir/core';
import { useCollection } from './use-live';

export type SpecialPeriodEntity = Entity<typeof specialPeriodSchema>;

const BY_START = { orderBy: [['startDate', 'asc']] } as const;

/**
 * A site's special periods, earliest first, live: one query for the public pages (hours, badge,
 * closure banner, pick-up slots) and the back office, so one listener serves them all.
 */
export const useSpecialPeriods = (siteId: string | null) =>
  useCollection(siteId ? refs.collection(siteId, 'specialPeriods') : null, BY_START);
