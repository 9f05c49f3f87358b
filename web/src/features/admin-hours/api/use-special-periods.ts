import { refs, type Entity, type specialPeriodSchema } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type SpecialPeriodEntity = Entity<typeof specialPeriodSchema>;

const BY_START = { orderBy: [['startDate', 'asc']] } as const;

/** The site's special periods, earliest first (live; the same query as the public contact page). */
export const useSpecialPeriods = (siteId: string) => useCollection(refs.collection(siteId, 'specialPeriods'), BY_START);
