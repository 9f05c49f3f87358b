import { matchesSearch } from '../model/fold-text';
import { quantityText } from './french-number';

/**
 * Whether a product is listed under a search, a category and the diet filters: the rules of the
 * product lists (listProducts, matchesDiet), kept apart from them so that a server-rendered page's
 * first script applies them before the app (web/src/lib/hydration/early-listing.ts) without their
 * sorts, prices and allergen names.
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

/** What the products page's diet filters read of a product (food-info's dietEntry makes it). */
export interface DietEntry {
  /** The allergens it can be offered free of (« Sans X »). */
  freeOf: readonly string[];
  labels: readonly string[];
}

/** Whether an entry passes the « Sans … » and label filters ('' = any). */
export const isDietListed = (entry: DietEntry, filter: { without: string; label: string }): boolean =>
  (!filter.label || entry.labels.includes(filter.label)) && (!filter.without || entry.freeOf.includes(filter.without));

/** « 1 produit », « 14 produits »: how many a list shows. */
export const listedCountText = (count: number): string => quantityText(count, 'produit', 'produits');
