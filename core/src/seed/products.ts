import { sortKey } from '../model/fold-text';
import { refs } from '../model/refs';
import type { Allergen, ProductLabel } from '../model/food-info';
import { ago } from './dates';
import { seedDoc, type SeedDocument } from './seed-document';

export interface VariantSeed {
  id: string;
  name: string;
  description?: string;
  /** Euros; null with `priceInStore`. */
  price: number | null;
  priceUnit?: string;
  priceInStore?: boolean;
  imageUrl: string;
  isActive?: boolean;
  inStock?: boolean;
  /** Where they differ from the product's. */
  allergens?: Allergen[];
}

export interface ProductSeed {
  id: string;
  name: string;
  description: string;
  categoryId: string | null;
  variants: readonly [VariantSeed, ...VariantSeed[]];
  isFeatured?: boolean;
  isActive?: boolean;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
  /** Not given when left out. */
  allergens?: Allergen[];
  labels?: ProductLabel[];
  origin?: string;
}

/** Products in listing order; the product-level price and image copy the first variant, as the editor saves them. */
export function productDocuments(siteId: string, now: Date, products: readonly ProductSeed[]): SeedDocument[] {
  return products.map((product, orderIndex) => {
    const [first] = product.variants;
    const variants = product.variants.map((variant, index) => ({
      ...variant,
      description: variant.description ?? '',
      priceUnit: variant.priceUnit ?? '',
      priceInStore: variant.priceInStore ?? false,
      allergens: variant.allergens ?? null,
      orderIndex: index,
    }));
    return seedDoc(refs.item(siteId, 'products', product.id), {
      name: product.name,
      nameKey: sortKey(product.name),
      description: product.description,
      categoryId: product.categoryId,
      isActive: product.isActive ?? true,
      isFeatured: product.isFeatured ?? false,
      endDate: null,
      orderIndex,
      price: first.price,
      priceUnit: first.priceUnit ?? '',
      priceInStore: first.priceInStore ?? false,
      imageUrl: first.imageUrl,
      variants,
      allergens: product.allergens ?? null,
      labels: product.labels ?? [],
      origin: product.origin ?? '',
      createdAt: ago(now, product.createdDaysAgo),
      updatedAt: ago(now, product.updatedDaysAgo ?? product.createdDaysAgo),
    });
  });
}
