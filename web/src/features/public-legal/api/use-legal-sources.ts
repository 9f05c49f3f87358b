import type { LegalDetails, PlatformDetails, PoliciesPage } from '@comptoir/core';
import { usePublicRead, usePublishedSite } from '@/hooks/use-published';
import { publicReads } from '@/lib/public-reads';
import { useServices } from '@/lib/services-context';

export interface LegalSources {
  status: 'loading' | 'ready' | 'error';
  details: LegalDetails | null;
  platform: PlatformDetails | null;
  policies: PoliciesPage | null;
  hasEvents: boolean;
}

/**
 * What the generated pages are made of, live: the shop's legal details and policies, whether it shows
 * events (their participation is described), and the platform's details. Without a site, only the
 * platform's.
 */
export function useLegalSources(siteId: string | null): LegalSources {
  const { db } = useServices();
  const published = usePublishedSite();
  const platform = usePublicRead(publicReads.platformDetails(db));
  const reads = siteId ? [published, platform] : [platform];
  return {
    status: reads.some((read) => read.status === 'error')
      ? 'error'
      : reads.some((read) => read.status === 'loading')
        ? 'loading'
        : 'ready',
    details: (siteId && published.data?.legal) || null,
    platform: platform.data ?? null,
    policies: (siteId && published.data?.pages.policies) || null,
    hasEvents: siteId !== null && (published.data?.events.length ?? 0) > 0,
  };
}
