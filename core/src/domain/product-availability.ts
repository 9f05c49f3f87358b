import type { Product } from '../model/products';

/**
 * On sale to visitors: active, and its end date (when set) not yet past. The end date is the
 * last day the product is offered, in the shop's calendar (YYYY-MM-DD compares as text).
 */
export const isProductAvailable = (product: Pick<Product, 'isActive' | 'endDate'>, today: string): boolean =>
  product.isActive && (product.endDate === null || product.endDate >= today);

/** Available products in the owner's order. */
export function availableProducts<P extends Pick<Product, 'isActive' | 'endDate' | 'orderIndex'>>(
  products: readonly P[],
  today: string,
): P[] {
  return products.filter((product) => isProductAvailable(product, today)).sort((a, b) => a.orderIndex - b.orderIndex);
}

/** How many featured products the shop's home page shows. */
export const FEATURED_ON_HOME = 4;

/** The featured products the home page shows: the first available ones, in the owner's order. */
export function featuredOnHome<P extends Pick<Product, 'isActive' | 'isFeatured' | 'endDate' | 'orderIndex'>>(
  products: readonly P[],
  today: string,
): P[] {
  return availableProducts(
    products.filter((product) => product.isFeatured),
    today,
  ).slice(0, FEATURED_ON_HOME);
}
