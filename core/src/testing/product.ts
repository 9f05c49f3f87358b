import { productSchema, productVariantSchema, type Product, type ProductVariant } from '../model/products';

/** A variant as stored: « Pot » at 5 €, with `patch` over it. */
export const testVariant = (patch: Record<string, unknown> = {}): ProductVariant =>
  productVariantSchema.parse({ id: 'v', name: 'Pot', price: 5, ...patch });

/** A product as stored: « Comté » with one variant, with `patch` over it. */
export const testProduct = (patch: Record<string, unknown> = {}): Product =>
  productSchema.parse({
    name: 'Comté',
    createdAt: new Date(),
    updatedAt: new Date(),
    variants: [testVariant()],
    ...patch,
  });
