import { PUBLIC_PRODUCT_SORTS, dietEntry, productSearchText } from '@comptoir/core';
import type { ListingData } from '@/lib/hydration/early-listing';
import type { PublicProduct } from './public-product';

/**
 * What each item of a searchable list carries for its filters and sorts before the app
 * (filterListEarly), by product id: its place in each sort is its place among `products`.
 */
export function listingData(products: readonly PublicProduct[]): Map<string, ListingData> {
  const places = new Map(products.map((product) => [product.id, [] as string[]]));
  for (const [sort, { compare }] of Object.entries(PUBLIC_PRODUCT_SORTS)) {
    [...products].sort(compare).forEach((product, place) => places.get(product.id)?.push(`${sort}:${place}`));
  }
  return new Map(
    products.map((product) => {
      const { freeOf, labels } = dietEntry(product);
      const data: ListingData = {
        'data-search': productSearchText(product),
        'data-category': product.categoryId ?? '',
        'data-free-of': freeOf.join(' '),
        'data-labels': labels.join(' '),
        'data-places': places.get(product.id)?.join(' ') ?? '',
      };
      return [product.id, data];
    }),
  );
}
