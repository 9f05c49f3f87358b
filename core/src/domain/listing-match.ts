import { matchesSearch } from './fold-text';

/**
 * Whether a product is listed under a search and a category: the rule of the product lists
 * (listProducts), kept apart from them so that a server-rendered page's first script applies it
 * before the app (web/src/lib/hydration/early-listing.ts) without their sorts and prices.
 */

/** The category filter's value for every category (besides a category id). */
export const ALL_CATEGORIES = '';

/** What a product's search looks in: its name and description (a line apart: no match spans both). */
export const productSearchText = (product: { name: string; description: string }): string =>
  `${product.name}\n${product.description}`;

/** What decides whether a product is listed: its search text and category (a server-rendered page keeps them on each item). */
export interface ListingEntry {
  searchText: string;
  categoryId: string | null;
}

/** Whether an entry is in the chosen category and matches the search, ignoring case and accents. */
export function isListed(entry: ListingEntry, filters: { search: string; categoryId: string }): boolean {
  const inCategory = filters.categoryId === ALL_CATEGORIES || entry.categoryId === filters.categoryId;
  return inCategory && matchesSearch([entry.searchText], filters.search);
}

/** « 1 produit », « 14 produits »: how many a list shows. */
export const listedCountText = (count: number): string => `${count} produit${count > 1 ? 's' : ''}`;
