import { isDietListed, isListed, listedCountText } from '@comptoir/core';

/** The names of a product list's filters (its filters form): search, category, « Sans … », label. */
export const SEARCH_FIELD = 'search';
export const CATEGORY_FIELD = 'category';
export const WITHOUT_FIELD = 'without';
export const LABEL_FIELD = 'label';

/** What each item of a searchable list carries for its filters before the app (listing-data.ts). */
export interface ListingData {
  'data-search': string;
  'data-category': string;
  /** The allergens the product is known free of, space-separated. */
  'data-free-of': string;
  'data-labels': string;
}

const words = (value = '') => (value ? value.split(' ') : []);

/**
 * A server-rendered product list answers its search and filters by itself until the app has
 * hydrated (a tap right after load would otherwise wait for the app's code): the items that do not
 * match are hidden and the count (`data-listing-count`) says how many show, by the app's own rules
 * (isListed, isDietListed). The app, once hydrated, is told the chosen values
 * (announceTypedValues) and lists the same items; the sort waits for it (moving the items the
 * server drew would undo their hydration). Returns what stops it (before hydrating).
 */
export function filterListEarly(doc: Document): () => void {
  const form = doc.querySelector('li[data-search]') ? doc.querySelector<HTMLFormElement>('form[role="search"]') : null;
  if (!form) return () => undefined;
  const value = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
  };
  const apply = () => {
    const filters = { search: value(SEARCH_FIELD), categoryId: value(CATEGORY_FIELD) };
    const diet = { without: value(WITHOUT_FIELD), label: value(LABEL_FIELD) };
    let shown = 0;
    for (const item of doc.querySelectorAll<HTMLElement>('li[data-search]')) {
      const { search = '', category = '', freeOf, labels } = item.dataset;
      item.hidden = !(
        isListed({ searchText: search, categoryId: category || null }, filters) &&
        isDietListed({ freeOf: words(freeOf), labels: words(labels) }, diet)
      );
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
