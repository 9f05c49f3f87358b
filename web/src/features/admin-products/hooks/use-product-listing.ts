import {
  ADMIN_PRODUCT_FILTERS,
  ADMIN_PRODUCT_SORTS,
  canReorder,
  listProducts,
  type AdminProductSort,
  type ProductFilters,
} from '@comptoir/core';
import { useMemo, useState } from 'react';
import type { ProductEntity } from '../api/use-products';

export type AdminProductFilters = ProductFilters<AdminProductSort>;

/** The back-office grid's filters and the products they show (every product, hidden ones too). */
export function useProductListing(products: readonly ProductEntity[], categoryIds: ReadonlySet<string>) {
  const [filters, setFilters] = useState<AdminProductFilters>(ADMIN_PRODUCT_FILTERS);
  const shown = useMemo(
    () => listProducts(products, filters, { sorts: ADMIN_PRODUCT_SORTS, categoryIds }),
    [products, filters, categoryIds],
  );
  const update = (patch: Partial<AdminProductFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return { filters, update, shown, reorderable: canReorder(filters) };
}
