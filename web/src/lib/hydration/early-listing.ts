import { isListed, listedCountText, productSearchText, type ListedProduct } from '@comptoir/core';

/** The names of a product list's search field and category select (its filters form). */
export const SEARCH_FIELD = 'search';
export const CATEGORY_FIELD = 'category';

/** What an item of a searchable list carries for its search before the app: see filterListEarly. */
export const listingData = (product: Pick<ListedProduct, 'name' | 'description' | 'categoryId'>) => ({
  'data-search': productSearchText(product),
  'data-category': product.categoryId ?? '',
});

/**
 * A server-rendered product list answers its search and category filter by itself until the app
 * has hydrated (a tap right after load would otherwise wait for the app's code): the items that
 * do not match are hidden and the count (`data-listing-count`) says how many show, by the app's own
 * rule (isListed). The app, once hydrated, is told the typed values (announceTypedValues) and
 * lists the same items; the other filters (allergens, labels, sort) wait for it. Returns what
 * stops it (before hydrating).
 */
export function filterListEarly(doc: Document): () => void {
  const form = doc.querySelector('li[data-search]') ? doc.querySelector<HTMLFormElement>('form[role="search"]') : null;
  if (!form) return () => undefined;
  const field = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element : null;
  };
  const apply = () => {
    const filters = { search: field(SEARCH_FIELD)?.value ?? '', categoryId: field(CATEGORY_FIELD)?.value ?? '' };
    let shown = 0;
    for (const item of doc.querySelectorAll<HTMLElement>('li[data-search]')) {
      const { search = '', category = '' } = item.dataset;
      item.hidden = !isListed({ searchText: search, categoryId: category || null }, filters);
      if (!item.hidden) shown += 1;
    }
    const count = doc.querySelector('[data-listing-count]');
    if (count) count.textContent = listedCountText(shown);
  };
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  return () => {
    form.removeEventListener('input', apply);
    form.removeEventListener('change', apply);
  };
}
