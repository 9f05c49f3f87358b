import { deleteDoc, refs, type DataPort } from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** The product goes with its variants (they live in its document). */
export const deleteProduct = (db: DataPort, siteId: string, id: string): Promise<void> =>
  deleteDoc(db, refs.item(siteId, 'products', id));

/** Deletes a product of the site, with the caller's toasts. */
export function useDeleteProduct(siteId: string, toasts: MutationToasts<[id: string], void>) {
  const { db } = useServices();
  return useAdminMutation((id: string) => deleteProduct(db, siteId, id), toasts);
}
