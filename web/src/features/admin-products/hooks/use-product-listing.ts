import { matchesSearch } from '@comptoir/core';
import { useMemo, useState } from 'react';
import type { ProductEntity } from '../api/use-products';

export type ProductSort = 'newest' | 'oldest' | 'name-asc' | 'name-desc' | 'order';

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Plus récents',
  oldest: 'Plus anciens',
  'name-asc': 'Nom (A → Z)',
  'name-desc': 'Nom (Z → A)',
  order: "Ordre d'affichage",
};

/** Category filter values besides a category id. */
export const ALL_CATEGORIES = '';
export const NO_CATEGORY = 'none';

export interface ProductFilters {
  search: string;
  categoryId: string;
  sort: ProductSort;
}

/** Spec §7, §9: newest first by default. */
export const DEFAULT_FILTERS: ProductFilters = { search: '', categoryId: ALL_CATEGORIES, sort: 'newest' };

const byName = (a: ProductEntity, b: ProductEntity) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });
const byAge = (a: ProductEntity, b: ProductEntity) => a.createdAt.getTime() - b.createdAt.getTime();

const COMPARE: Record<ProductSort, (a: ProductEntity, b: ProductEntity) => number> = {
  newest: (a, b) => byAge(b, a) || byName(a, b),
  oldest: (a, b) => byAge(a, b) || byName(a, b),
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  order: (a, b) => a.orderIndex - b.orderIndex,
};

/**
 * The grid's products: search (name and description, ignoring case and accents), category ('none':
 * without one, or with a deleted one) and sort.
 */
export function listProducts(
  products: readonly ProductEntity[],
  filters: ProductFilters,
  categoryIds: ReadonlySet<string>,
): ProductEntity[] {
  const inCategory = (product: ProductEntity) => {
    if (filters.categoryId === ALL_CATEGORIES) return true;
    const known = product.categoryId !== null && categoryIds.has(product.categoryId);
    return filters.categoryId === NO_CATEGORY ? !known : product.categoryId === filters.categoryId;
  };
  return products
    .filter(inCategory)
    .filter((product) => matchesSearch([product.name, product.description], filters.search))
    .sort(COMPARE[filters.sort]);
}

/** Products can be moved only when the whole list shows in its own order. */
export const canReorder = (filters: ProductFilters): boolean =>
  filters.sort === 'order' && filters.search.trim() === '' && filters.categoryId === ALL_CATEGORIES;

export function useProductListing(products: readonly ProductEntity[], categoryIds: ReadonlySet<string>) {
  const [filters, setFilters] = useState<ProductFilters>(DEFAULT_FILTERS);
  const shown = useMemo(() => listProducts(products, filters, categoryIds), [products, filters, categoryIds]);
  const update = (patch: Partial<ProductFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return { filters, update, shown, reorderable: canReorder(filters) };
}
