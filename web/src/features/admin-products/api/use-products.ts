import {
  adminProductQuery,
  refs,
  type AdminProductSort,
  type Entity,
  type ProductFilters,
  type productCategorySchema,
  type productSchema,
} from '@comptoir/core';
import { PAGE_SIZE, usePagedCollection } from '@/components/admin/lists/use-paged-collection';
import { useAdminCollection, useAdminCount } from '@/components/admin/data/use-admin-live';

export type ProductEntity = Entity<typeof productSchema>;
export type CategoryEntity = Entity<typeof productCategorySchema>;

const BY_ORDER = { orderBy: [['orderIndex', 'asc']] } as const;
/**
 * Firestore has no text search: a search looks through the products of the chosen category and
 * order this many at a time, and the screen says so.
 */
export const SEARCH_PAGE = 50;
/** The featured products the « Mis en avant » help reads, in the catalogue's order. */
const FEATURED_READ = 30;

const products = (siteId: string) => refs.collection(siteId, 'products');

/** The products the filters ask for, a page at a time, live (a search reads bigger pages). */
export function useProductPages(siteId: string, filters: ProductFilters<AdminProductSort>) {
  const searching = filters.search.trim() !== '';
  return usePagedCollection(products(siteId), adminProductQuery(filters), searching ? SEARCH_PAGE : PAGE_SIZE);
}

/** How many products the site has, how many are hidden and how many featured, counted by Firestore. */
export function useProductCounts(siteId: string) {
  return {
    all: useAdminCount(products(siteId)),
    inactive: useAdminCount(products(siteId), [['isActive', '==', false]]),
    featured: useAdminCount(products(siteId), [['isFeatured', '==', true]]),
  };
}

/** How many products a category holds (a category id, or null for those without one). */
export const useCategoryCount = (siteId: string, categoryId: string | null) =>
  useAdminCount(products(siteId), [['categoryId', '==', categoryId]]);

/** The first featured products in the catalogue's order: which ones the home page shows. */
export const useFeaturedProducts = (siteId: string) =>
  useAdminCollection(products(siteId), {
    where: [['isFeatured', '==', true]],
    orderBy: [['orderIndex', 'asc']],
    limit: FEATURED_READ,
  });

/** The last product in the catalogue's order, after which a new one goes. */
export const useLastProduct = (siteId: string) =>
  useAdminCollection(products(siteId), { orderBy: [['orderIndex', 'desc']], limit: 1 });

/** The site's product categories in their order (the same live query as the category editor). */
export const useProductCategories = (siteId: string) =>
  useAdminCollection(refs.collection(siteId, 'productCategories'), BY_ORDER);
