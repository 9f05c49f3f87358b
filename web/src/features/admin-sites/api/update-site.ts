import { refs, serverTimestamp, updateDoc, type DataPort, type NewSiteFormValues } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Renames a site, gives it an owner (or none) and sets its plan. */
export function updateSite(db: DataPort, siteId: string, { name, ownerId, plan }: NewSiteFormValues): Promise<void> {
  return updateDoc(db, refs.site(siteId), { name, ownerId: ownerId || null, plan, updatedAt: serverTimestamp() });
}

/** Renames a site, changes its owner or its plan, with the caller's toasts. */
export function useUpdateSite(siteId: string, toasts: MutationToasts<[values: NewSiteFormValues], void>) {
  const { db } = useServices();
  return useAdminMutation((values: NewSiteFormValues) => updateSite(db, siteId, values), toasts);
}
