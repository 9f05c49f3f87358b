import type { DataPort, Write } from '../port/data-port';
import { refs } from '../model/refs';
import { serverTimestamp } from '../port/field-values';
import { removeWrite, updateWrite } from '../model/repo';

/** Writes per batch, under Firestore's 500. */
const CHUNK = 400;

/**
 * Deletes a product category and takes it off its products, which stay on the site without a
 * category (the back office's « Sans catégorie » filter asks for `categoryId == null`). The products
 * go first, by batches, then the category: a failure half-way leaves the category to delete again.
 */
export async function deleteProductCategory(db: DataPort, siteId: string, categoryId: string): Promise<void> {
  const products = await db.query(refs.collection(siteId, 'products').path, {
    where: [['categoryId', '==', categoryId]],
  });
  const writes: Write[] = products.map((product) =>
    updateWrite(refs.item(siteId, 'products', product.id), { categoryId: null, updatedAt: serverTimestamp() }),
  );
  for (let start = 0; start < writes.length; start += CHUNK) await db.batch(writes.slice(start, start + CHUNK));
  await db.batch([removeWrite(refs.item(siteId, 'productCategories', categoryId))]);
}
