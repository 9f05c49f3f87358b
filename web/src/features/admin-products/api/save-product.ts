import {
  productFromForm,
  refs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DataPort,
  type ProductFormValues,
} from '@comptoir/core';

export type ProductTarget = { kind: 'create'; orderIndex: number } | { kind: 'update'; id: string };

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
    orderIndex: target.orderIndex,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}
