import { refs, serverTimestamp, updateDoc, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** Puts a product forward on the home page, or takes it back. */
export const setProductFeatured = (db: DataPort, siteId: string, id: string, isFeatured: boolean): Promise<void> =>
  updateDoc(db, refs.item(siteId, 'products', id), { isFeatured, updatedAt: serverTimestamp() });

/** Puts a product forward or back, with the caller's toasts. */
export function useSetProductFeatured(siteId: string, toasts: MutationToasts<[id: string, isFeatured: boolean], void>) {
  const { db } = useServices();
  return useAdminMutation((id: string, isFeatured: boolean) => setProductFeatured(db, siteId, id, isFeatured), toasts);
}
