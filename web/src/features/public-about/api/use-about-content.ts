import {
  type Entity,
  type journeyStepSchema,
  type partnerSchema,
  type teamMemberSchema,
  type valueSchema,
} from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import { usePublishedSite } from '@/hooks/use-published';

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
export function useAboutContent(): AboutContent {
  const { siteId } = useSite();
  const published = usePublishedSite();
  const site = published.data;
  return {
    status: siteId && published.status === 'loading' ? 'loading' : 'ready',
    failed: published.status === 'error',
    story: site?.pages.about?.storyDescription ?? '',
    journey: site?.journeySteps ?? [],
    values: site?.values ?? [],
    team: site?.teamMembers ?? [],
    partners: site?.partners ?? [],
  };
}
