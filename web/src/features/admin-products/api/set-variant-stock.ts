import {
  NotFoundError,
  productSchema,
  queueWrite,
  refs,
  serverTimestamp,
  updateWrite,
  type DataPort,
} from '@comptoir/core';

/**
 * Marks one variant « Disponible » or « Rupture de stock ». The product is read in a transaction,
 * so a change saved meanwhile from another screen is kept.
 */
export async function setVariantStock(
  db: DataPort,
  siteId: string,
  productId: string,
  variantId: string,
  inStock: boolean,
): Promise<void> {
  const ref = refs.item(siteId, 'products', productId);
  await db.transaction(async (tx) => {
    const doc = await tx.get(ref.path);
    if (!doc) throw new NotFoundError(ref.path);
    const { variants } = productSchema.parse(doc.data);
    const changed = variants.map((variant) => (variant.id === variantId ? { ...variant, inStock } : variant));
    queueWrite(tx, updateWrite(ref, { variants: changed, updatedAt: serverTimestamp() }));
  });
}
