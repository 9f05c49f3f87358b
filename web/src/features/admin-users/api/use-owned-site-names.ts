import { refs } from '@comptoir/core';
import { useAdminCollection, type LiveState } from '@/components/admin/data/use-admin-live';

/** The names of the sites an account owns: a few reads, by the listener alone (a list row's lookup). */
export function useOwnedSiteNames(uid: string): LiveState<string[]> {
  const sites = useAdminCollection(refs.sites(), { where: [['ownerId', '==', uid]] }, { listenerOnly: true });
  return sites.status === 'success' ? { status: 'success', data: sites.data.map((site) => site.name) } : sites;
}
