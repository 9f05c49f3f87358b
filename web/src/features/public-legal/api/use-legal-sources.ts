import {
  legalDetailsRef,
  platformDetailsRef,
  refs,
  type LegalDetails,
  type PlatformDetails,
  type PoliciesPage,
} from '@comptoir/core';
import { useCollection, useDoc } from '@/hooks/use-live';

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
  const details = useDoc(siteId ? legalDetailsRef(siteId) : null);
  const policies = useDoc(siteId ? refs.page(siteId, 'policies') : null);
  const events = useCollection(siteId ? refs.collection(siteId, 'events') : null, { limit: 1 });
  const platform = useDoc(platformDetailsRef());
  const reads = siteId ? [details, policies, events, platform] : [platform];
  return {
    status: reads.some((read) => read.status === 'error')
      ? 'error'
      : reads.some((read) => read.status === 'loading')
        ? 'loading'
        : 'ready',
    details: details.data ?? null,
    platform: platform.data ?? null,
    policies: policies.data ?? null,
    hasEvents: (events.data?.length ?? 0) > 0,
  };
}
