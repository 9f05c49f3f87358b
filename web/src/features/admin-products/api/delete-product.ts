import { deleteDoc, refs, type DataPort } from '@comptoir/core';
import { useMutation, type MutationToasts } from '@/hooks/use-mutation';
import { useServices } from '@/lib/services-context';

/** The product goes with its variants (they live in its document). */
export const deleteProduct = (db: DataPort, siteId: string, id: string): Promise<void> =>
  deleteDoc(db, refs.item(siteId, 'products', id));

/** Deletes a product of the site, with the caller's toasts. */
export function useDeleteProduct(siteId: string, toasts: MutationToasts<[id: string], void>) {
  const { db } = useServices();
  return useMutation((id: string) => deleteProduct(db, siteId, id), toasts);
}
