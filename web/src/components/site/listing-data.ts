import { dietEntry, productSearchText } from '@comptoir/core';
import type { ListingData } from '@/lib/hydration/early-listing';
import type { PublicProduct } from './public-product';

/** What an item of a searchable list carries for its filters before the app (filterListEarly). */
export function listingData(product: PublicProduct): ListingData {
  const { freeOf, labels } = dietEntry(product);
  return {
    'data-search': productSearchText(product),
    'data-category': product.categoryId ?? '',
    'data-free-of': freeOf.join(' '),
    'data-labels': labels.join(' '),
  };
}
