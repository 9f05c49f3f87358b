import {
  ADMIN_PRODUCT_FILTERS,
  adminProductQuery,
  canReorder,
  matchesSearch,
  refs,
  type AdminProductSort,
  type ProductFilters,
} from '@comptoir/core';
import { useMemo, useState } from 'react';
import { useAdminCount } from '@/components/admin/data/use-admin-live';
import { useProductPages } from '../api/use-products';

export type AdminProductFilters = ProductFilters<AdminProductSort>;

/**
 * The back-office grid's filters and the products they show (every product, hidden ones too):
 * the category and the sort are Firestore's query, read a page at a time; the search looks through
 * the pages read (`searching`: further pages may hold more matches).
 */
export function useProductListing(siteId: string) {
  const [filters, setFilters] = useState<AdminProductFilters>(ADMIN_PRODUCT_FILTERS);
  const pages = useProductPages(siteId, filters);
  const searching = filters.search.trim() !== '';
  const read = pages.state.data;
  const shown = useMemo(
    () => read?.filter((product) => matchesSearch([product.name, product.description], filters.search)),
    [read, filters.search],
  );
  /** How many products the category (or the catalogue) holds, whatever the search. */
  const inScope = useAdminCount(refs.collection(siteId, 'products'), adminProductQuery(filters).where);
  const update = (patch: Partial<AdminProductFilters>) => setFilters((current) => ({ ...current, ...patch }));
  return { filters, update, pages, shown, searching, inScope, reorderable: canReorder(filters) };
}
