import { refs, serverTimestamp, updateDoc, type DataPort } from '@comptoir/core';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Takes a site offline (content kept) or back online. */
export function setSiteActive(db: DataPort, siteId: string, active: boolean): Promise<void> {
  return updateDoc(db, refs.site(siteId), { active, updatedAt: serverTimestamp() });
}

/** Takes a site offline or back online, with the caller's toasts. */
export function useSetSiteActive(toasts: MutationToasts<[site: SiteEntity, active: boolean], void>) {
  const { db } = useServices();
  return useAdminMutation((site: SiteEntity, active: boolean) => setSiteActive(db, site.id, active), toasts);
}
