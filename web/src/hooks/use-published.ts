import type { PublishedCatalogue, PublishedSite } from '@comptoir/core';
import { useSite } from '@/components/site/site-context';
import type { LiveState } from '@/lib/live-cache';
import { publicReads, type PublicRead } from '@/lib/public-reads';
import { useServices } from '@/lib/services-context';
import { useLive } from './use-live';

/** A public read, live (its first value read by the route's loader); null waits. */
export const usePublicRead = <T>(read: PublicRead<T> | null): LiveState<T> =>
  useLive(read?.key ?? null, read?.source ?? (() => never()));

function never(): never {
  throw new Error('A waiting read has no source');
}

/** Everything the visited site's pages show but its catalogue, live. */
export function usePublishedSite(): LiveState<PublishedSite> {
  const { db } = useServices();
  const { siteId } = useSite();
  return usePublicRead(siteId ? publicReads.site(db, siteId) : null);
}

/** The visited site's products and categories, live. */
export function usePublishedCatalogue(): LiveState<PublishedCatalogue> {
  const { db } = useServices();
  const { siteId } = useSite();
  return usePublicRead(siteId ? publicReads.catalogue(db, siteId) : null);
}
