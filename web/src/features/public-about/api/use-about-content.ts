import {
  refs,
  type Entity,
  type journeyStepSchema,
  type partnerSchema,
  type teamMemberSchema,
  type valueSchema,
} from '@comptoir/core';
import { useCollection, useDoc } from '@/hooks/use-live';

const BY_ORDER = { orderBy: [['orderIndex', 'asc']] } as const;

export type PublicPartner = Entity<typeof partnerSchema>;

export interface AboutContent {
  status: 'loading' | 'ready';
  /** A read failed: its section shows its empty state under a warning. */
  failed: boolean;
  story: string;
  journey: Entity<typeof journeyStepSchema>[];
  values: Entity<typeof valueSchema>[];
  team: Entity<typeof teamMemberSchema>[];
  partners: PublicPartner[];
}

/** The about page's content, live. Without a site, every section is empty. */
export function useAboutContent(siteId: string | null): AboutContent {
  const page = useDoc(siteId ? refs.page(siteId, 'about') : null);
  const journey = useCollection(siteId ? refs.collection(siteId, 'journeySteps') : null, BY_ORDER);
  const values = useCollection(siteId ? refs.collection(siteId, 'values') : null, BY_ORDER);
  const team = useCollection(siteId ? refs.collection(siteId, 'teamMembers') : null, BY_ORDER);
  const partners = useCollection(siteId ? refs.collection(siteId, 'partners') : null, BY_ORDER);
  const reads = [page, journey, values, team, partners];
  return {
    status: siteId && reads.some((read) => read.status === 'loading') ? 'loading' : 'ready',
    failed: reads.some((read) => read.status === 'error'),
    story: page.data?.storyDescription ?? '',
    journey: journey.data ?? [],
    values: values.data ?? [],
    team: team.data ?? [],
    partners: partners.data ?? [],
  };
}
