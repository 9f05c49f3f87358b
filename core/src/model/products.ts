import { z } from 'zod';
import { LIMITS, imageUrl, isoDate, orderIndex, requiredText, text, timestamp } from './common';
import { ORIGIN_MAX_LENGTH, allergenList, labelList } from './food-info';

export const productCategorySchema = z.object({
  name: requiredText(LIMITS.name),
  description: text(),
  orderIndex,
  isActive: z.boolean().default(true),
});
export type ProductCategory = z.output<typeof productCategorySchema>;

const price = z.number().min(0).nullable().default(null);

export const productVariantSchema = z.object({
  id: z.string().min(1),
  name: requiredText(LIMITS.name),
  description: text(),
  price,
  priceUnit: text(30),
  imageUrl,
  isActive: z.boolean().default(true),
  priceInStore: z.boolean().default(false),
  /** « Disponible » / « Rupture de stock »: an out-of-stock variant is shown so and cannot be ordered. */
  inStock: z.boolean().default(true),
  /** Where they differ from the product's (null: the product's). */
  allergens: allergenList.nullable().default(null),
  orderIndex,
});
export type ProductVariant = z.output<typeof productVariantSchema>;

/**
 * sites/{siteId}/products/{id}: variants are embedded so a product and its variants save atomically.
 * price, priceUnit, priceInStore and imageUrl copy the first variant (the card shows them).
 */
export const productSchema = z.object({
  name: requiredText(LIMITS.name),
  /** The name's sort key (`sortKey`), for the back office's sort by name; absent from products stored before it. */
  nameKey: z
    .string()
    .max(LIMITS.name * 2)
    .optional(),
  description: text(LIMITS.longText),
  categoryId: z.string().nullable().default(null),
  isActive: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
  endDate: isoDate.nullable().default(null),
  orderIndex,
  price,
  priceUnit: text(30),
  priceInStore: z.boolean().default(false),
  imageUrl,
  variants: z.array(productVariantSchema).max(50).default([]),
  /** The regulated allergens it contains: null = not given, [] = none of them. */
  allergens: allergenList.nullable().default(null),
  labels: labelList.default([]),
  origin: text(ORIGIN_MAX_LENGTH),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Product = z.output<typeof productSchema>;
