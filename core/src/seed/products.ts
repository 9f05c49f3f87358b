import { sortKey } from '../domain/fold-text';
import { refs } from '../refs';
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
      createdAt: ago(now, product.createdDaysAgo),
      updatedAt: ago(now, product.updatedDaysAgo ?? product.createdDaysAgo),
    });
  });
}
