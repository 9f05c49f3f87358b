import type { OrderBy, Where, WhereValue } from '../port/data-port';
import type { Product, ProductVariant } from '../model/products';
import { ALL_CATEGORIES, isListed, productSearchText } from './listing-match';
import { priceDisplay } from './price-display';

/**
 * The product lists of the back office and of the public site: search, category filter and sort.
 * The public site sorts and filters the products on sale in the page; the back office asks
 * Firestore for each filter and sort (its catalogue can hold hundreds), a page at a time.
 */

/** What a product list reads of a product. */
export type ListedProduct = Pick<
  Product,
  'name' | 'description' | 'categoryId' | 'createdAt' | 'orderIndex' | 'price' | 'priceUnit' | 'priceInStore'
> & { variants: readonly ProductVariant[] };

/** Back office only: products without a category (deleting a category takes it off its products). */
export const NO_CATEGORY = 'none';

export interface ProductFilters<Sort extends string = string> {
  search: string;
  /** A category id, ALL_CATEGORIES, or (back office) NO_CATEGORY. */
  categoryId: string;
  sort: Sort;
}

/** No search and every category: where each screen's filters start. */
const UNFILTERED = { search: '', categoryId: ALL_CATEGORIES } as const;

type Compare = (a: ListedProduct, b: ListedProduct) => number;

/** One choice of a 'Trier par' select: its French label and the order it puts products in. */
export interface ProductSortOption {
  label: string;
  compare: Compare;
}

const byName: Compare = (a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });
const byAge: Compare = (a, b) => a.createdAt.getTime() - b.createdAt.getTime();
const newestFirst: Compare = (a, b) => byAge(b, a) || byName(a, b);

/** The lowest price a visitor would pay; null for 'Prix en boutique' or no price. */
function lowestPrice(product: ListedProduct): number | null {
  const display = priceDisplay(product);
  return display.kind === 'price' ? display.amount : null;
}

// Products without a price (in store) come last: a price sort is about what things cost.
const byPrice: Compare = (a, b) => {
  const [pa, pb] = [lowestPrice(a), lowestPrice(b)];
  if (pa === pb) return byName(a, b);
  if (pa === null) return 1;
  if (pb === null) return -1;
  return pa - pb;
};

/** The back office's sorts, in the select's order, each as the order Firestore reads the products in. */
export const ADMIN_PRODUCT_SORTS = {
  newest: { label: 'Plus récents', orderBy: [['createdAt', 'desc']] },
  oldest: { label: 'Plus anciens', orderBy: [['createdAt', 'asc']] },
  // By the name's sort key (`nameKey`): Firestore compares code points, where « Épices » would follow « Zeste ».
  'name-asc': { label: 'Nom (A → Z)', orderBy: [['nameKey', 'asc']] },
  'name-desc': { label: 'Nom (Z → A)', orderBy: [['nameKey', 'desc']] },
  order: { label: 'Ordre d’affichage', orderBy: [['orderIndex', 'asc']] },
} as const satisfies Record<string, { label: string; orderBy: readonly OrderBy[] }>;

export type AdminProductSort = keyof typeof ADMIN_PRODUCT_SORTS;

/** The back office starts with every product, the newest first. */
export const ADMIN_PRODUCT_FILTERS: ProductFilters<AdminProductSort> = { ...UNFILTERED, sort: 'newest' };

/** The public site's sorts, in the select's order. */
export const PUBLIC_PRODUCT_SORTS = {
  name: { label: 'Nom (A → Z)', compare: byName },
  price: { label: 'Prix croissant', compare: byPrice },
  recent: { label: 'Plus récents', compare: newestFirst },
} satisfies Record<string, ProductSortOption>;

export type PublicProductSort = keyof typeof PUBLIC_PRODUCT_SORTS;

/** The public site starts, and its reset button returns, to every product in alphabetical order. */
export const PUBLIC_PRODUCT_FILTERS: ProductFilters<PublicProductSort> = { ...UNFILTERED, sort: 'name' };

/** value → French label of a screen's sorts, for its select. */
export function sortLabels<Sort extends string>(sorts: Record<Sort, { label: string }>): Record<Sort, string> {
  const entries = Object.entries(sorts) as [Sort, { label: string }][];
  return Object.fromEntries(entries.map(([sort, option]) => [sort, option.label])) as Record<Sort, string>;
}

export interface ProductListing<Sort extends string> {
  /** The screen's sorts; `filters.sort` is one of them. */
  sorts: Record<Sort, ProductSortOption>;
}

/** The products to show: listed under the filters (isListed), in the chosen order. */
export function listProducts<P extends ListedProduct, Sort extends string>(
  products: readonly P[],
  filters: ProductFilters<Sort>,
  { sorts }: ProductListing<Sort>,
): P[] {
  return products
    .filter((product) => isListed({ searchText: productSearchText(product), categoryId: product.categoryId }, filters))
    .sort(sorts[filters.sort].compare);
}

/** Back office: products can be moved only when the whole list shows in its own order. */
export const canReorder = (filters: ProductFilters): boolean =>
  filters.sort === 'order' && filters.search.trim() === '' && filters.categoryId === ALL_CATEGORIES;

/**
 * The back office's query for its filters: the category as an equality, the sort as the order.
 * The search is not in it (Firestore has no text search): the screen looks for it in the pages read.
 */
export function adminProductQuery(filters: ProductFilters<AdminProductSort>): {
  where: Where[];
  orderBy: readonly OrderBy[];
} {
  const category: WhereValue | undefined =
    filters.categoryId === ALL_CATEGORIES ? undefined : filters.categoryId === NO_CATEGORY ? null : filters.categoryId;
  return {
    where: category === undefined ? [] : [['categoryId', '==', category]],
    orderBy: ADMIN_PRODUCT_SORTS[filters.sort].orderBy,
  };
}
