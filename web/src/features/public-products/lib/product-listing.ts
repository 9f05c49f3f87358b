import { matchesSearch, priceDisplay } from '@comptoir/core';
import type { PublicProduct } from '@/components/site/product-card';

export type ProductSort = 'name' | 'price' | 'recent';

export interface ProductFilters {
  search: string;
  /** '' = every category. */
  categoryId: string;
  sort: ProductSort;
}

/** What the reset button returns to (public spec §2). */
export const DEFAULT_FILTERS: ProductFilters = { search: '', categoryId: '', sort: 'name' };

export const SORT_LABELS: Record<ProductSort, string> = {
  name: 'Nom (A → Z)',
  price: 'Prix croissant',
  recent: 'Plus récents',
};

/** The lowest price a visitor would pay; null for 'Prix en boutique' or no price. */
function lowestPrice(product: PublicProduct): number | null {
  const display = priceDisplay(product);
  return display.kind === 'price' ? display.amount : null;
}

const byName = (a: PublicProduct, b: PublicProduct) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

const COMPARE: Record<ProductSort, (a: PublicProduct, b: PublicProduct) => number> = {
  name: byName,
  // Products without a price (in store) come last: a price sort is about what things cost.
  price: (a, b) => {
    const [pa, pb] = [lowestPrice(a), lowestPrice(b)];
    if (pa === pb) return byName(a, b);
    if (pa === null) return 1;
    if (pb === null) return -1;
    return pa - pb;
  },
  recent: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byName(a, b),
};

/** Public spec §4: the listing filtered by search text and category, in the chosen order. */
export function listProducts(products: readonly PublicProduct[], filters: ProductFilters): PublicProduct[] {
  return products
    .filter((product) => !filters.categoryId || product.categoryId === filters.categoryId)
    .filter((product) => matchesSearch([product.name, product.description], filters.search))
    .sort(COMPARE[filters.sort]);
}

export interface EmptyListing {
  title: string;
  description?: string;
}

/** Which of the spec's empty states applies, or null when there is something to show. */
export function emptyListing(total: number, shown: number, filters: ProductFilters): EmptyListing | null {
  if (total === 0)
    return { title: 'Aucun produit trouvé', description: "Aucun produit n'a encore été ajouté à ce site" };
  if (shown > 0) return null;
  if (filters.categoryId && filters.search.trim() === '')
    return { title: 'Aucun produit disponible dans cette catégorie' };
  return { title: 'Aucun produit trouvé', description: 'Aucun produit ne correspond à vos critères de recherche' };
}
