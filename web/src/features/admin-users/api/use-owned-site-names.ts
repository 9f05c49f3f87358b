import { refs } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

/** The names of the sites an account owns (a few reads, whatever the platform's size). */
export function useOwnedSiteNames(uid: string): string[] {
  const sites = useCollection(refs.sites(), { where: [['ownerId', '==', uid]] });
  return (sites.data ?? []).map((site) => site.name);
}
