import {
  NotFoundError,
  productSchema,
  queueWrite,
  refs,
  serverTimestamp,
  updateWrite,
  type DataPort,
  type ProductVariant,
} from '@comptoir/core';
import { useAdminMutation, type MutationToasts } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';
import type { ProductEntity } from './use-products';

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

/** Marks a variant in stock or out of it, with the caller's toasts (given the product and variant). */
export function useSetVariantStock(
  siteId: string,
  toasts: MutationToasts<[product: ProductEntity, variant: ProductVariant, inStock: boolean], void>,
) {
  const { db } = useServices();
  return useAdminMutation(
    (product: ProductEntity, variant: ProductVariant, inStock: boolean) =>
      setVariantStock(db, siteId, product.id, variant.id, inStock),
    toasts,
  );
}
