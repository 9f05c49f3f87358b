import {
  ALLERGEN_KEYS,
  NO_DIET_FILTER,
  PRODUCT_LABEL_KEYS,
  PUBLIC_PRODUCT_FILTERS,
  PUBLIC_PRODUCT_SORTS,
  type DietFilter,
  type ProductFilters,
  type PublicProductSort,
} from '@comptoir/core';
import { CATEGORY_FIELD, LABEL_FIELD, SEARCH_FIELD, SORT_FIELD, WITHOUT_FIELD } from '@/lib/hydration/early-listing';

export interface PublicListing {
  filters: ProductFilters<PublicProductSort>;
  diet: DietFilter;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The products page's filters as its address says them (`?search=miel&without=gluten&sort=price`,
 * the names of the filters form's fields): a reload, a link shared, the server's render show the
 * same list. What the address does not say, or says wrong, is the default.
 */
export function listingFromAddress(search: string): PublicListing {
  const query = new URLSearchParams(search);
  const defaults = PUBLIC_PRODUCT_FILTERS;
  return {
    filters: {
      search: query.get(SEARCH_FIELD) ?? defaults.search,
      categoryId: query.get(CATEGORY_FIELD) ?? defaults.categoryId,
      sort: oneOf(query.get(SORT_FIELD), Object.keys(PUBLIC_PRODUCT_SORTS) as PublicProductSort[], defaults.sort),
    },
    diet: {
      without: oneOf(query.get(WITHOUT_FIELD), ['', ...ALLERGEN_KEYS], NO_DIET_FILTER.without),
      label: oneOf(query.get(LABEL_FIELD), ['', ...PRODUCT_LABEL_KEYS], NO_DIET_FILTER.label),
    },
  };
}

/** The address's query with the listing's filters in place of those it had, defaults left out, the rest kept (`site`). */
export function addressWithListing(search: string, { filters, diet }: PublicListing): string {
  const query = new URLSearchParams(search);
  const values: [string, string, string][] = [
    [SEARCH_FIELD, filters.search, PUBLIC_PRODUCT_FILTERS.search],
    [CATEGORY_FIELD, filters.categoryId, PUBLIC_PRODUCT_FILTERS.categoryId],
    [WITHOUT_FIELD, diet.without, NO_DIET_FILTER.without],
    [LABEL_FIELD, diet.label, NO_DIET_FILTER.label],
    [SORT_FIELD, filters.sort, PUBLIC_PRODUCT_FILTERS.sort],
  ];
  for (const [name, value, fallback] of values) {
    if (value === fallback) query.delete(name);
    else query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
