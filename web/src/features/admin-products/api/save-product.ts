import {
  getCollection,
  nextOrderIndex,
  productFromForm,
  refs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DataPort,
  type ProductFormValues,
} from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

/** A new product (it goes at the end of the list), or a stored one. */
export type ProductTarget = { kind: 'create' } | { kind: 'update'; id: string };

/** Where a new product goes: after the last one in the catalogue's order (one read). */
export async function newProductIndex(db: DataPort, siteId: string): Promise<number> {
  const last = await getCollection(db, refs.collection(siteId, 'products'), {
    orderBy: [['orderIndex', 'desc']],
    limit: 1,
  });
  return nextOrderIndex(last);
}

/**
 * Writes a product with its variants in one document, so they change together (removed
 * variants disappear, new ones get real ids, the others are updated). createdAt never changes.
 */
export async function saveProduct(
  db: DataPort,
  siteId: string,
  values: ProductFormValues,
  target: ProductTarget,
): Promise<void> {
  const product = productFromForm(values, () => db.newId());
  if (target.kind === 'update') {
    await updateDoc(db, refs.item(siteId, 'products', target.id), { ...product, updatedAt: serverTimestamp() });
    return;
  }
  await setDoc(db, refs.item(siteId, 'products', db.newId()), {
    ...product,
    orderIndex: await newProductIndex(db, siteId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Creates or rewrites a product, with the caller's toasts. */
export function useSaveProduct(
  siteId: string,
  toasts: MutationToasts<[values: ProductFormValues, target: ProductTarget], void>,
) {
  const { db } = useServices();
  return useAdminMutation(
    (values: ProductFormValues, target: ProductTarget) => saveProduct(db, siteId, values, target),
    toasts,
  );
}
