import { refs, serverTimestamp, updateDoc, type DataPort, type NewSiteFormValues } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Renames a site and gives it an owner (or none). */
export function updateSite(db: DataPort, siteId: string, { name, ownerId }: NewSiteFormValues): Promise<void> {
  return updateDoc(db, refs.site(siteId), { name, ownerId: ownerId || null, updatedAt: serverTimestamp() });
}

/** Renames a site or changes its owner, with the caller's toasts. */
export function useUpdateSite(siteId: string, toasts: MutationToasts<[values: NewSiteFormValues], void>) {
  const { db } = useServices();
  return useAdminMutation((values: NewSiteFormValues) => updateSite(db, siteId, values), toasts);
}
