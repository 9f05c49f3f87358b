import { isDietListed, isListed, listedCountText } from '@comptoir/core';

/** The names of a product list's filters (its filters form): search, category, « Sans … », label, sort. */
export const SEARCH_FIELD = 'search';
export const CATEGORY_FIELD = 'category';
export const WITHOUT_FIELD = 'without';
export const LABEL_FIELD = 'label';
export const SORT_FIELD = 'sort';

/** What each item of a searchable list carries for its filters before the app (listing-data.ts). */
export interface ListingData {
  'data-search': string;
  'data-category': string;
  /** The allergens the product is known free of, space-separated. */
  'data-free-of': string;
  'data-labels': string;
  /** Its place in each sort, `sort:place` space-separated (`name:0 price:3`). */
  'data-places': string;
}

/** What the page's first script does for a product list until the app has taken it over. */
export interface EarlyListing {
  /** Stops answering the filters (the app is about to hydrate). */
  stop(): void;
  /** Gives the items back the page's order, once the app lists them in the chosen sort. */
  release(): void;
}

const words = (value = '') => (value ? value.split(' ') : []);

/** The item's place in `sort` ('' for the page's own order). */
const placeIn = (places: string | undefined, sort: string) =>
  words(places)
    .find((entry) => entry.startsWith(`${sort}:`))
    ?.slice(sort.length + 1) ?? '';

/**
 * A server-rendered product list answers its search and filters by itself until the app has
 * hydrated (a tap right after load would otherwise wait for the app's code): the items that do not
 * match are hidden and the count (`data-listing-count`) says how many show, by the app's own rules
 * (isListed, isDietListed). A sort moves the items on screen only (CSS `order`, from the places the
 * server computed with the app's sorts): moving them in the page would undo their hydration. The
 * app, once hydrated, is told the chosen values (announceTypedValues) and lists the same items in
 * the same order, in the page itself; then `release` takes the screen order off.
 */
export function filterListEarly(doc: Document): EarlyListing {
  const form = doc.querySelector('li[data-search]') ? doc.querySelector<HTMLFormElement>('form[role="search"]') : null;
  if (!form) return { stop: () => undefined, release: () => undefined };
  const items = () => doc.querySelectorAll<HTMLElement>('li[data-search]');
  const value = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
  };
  const apply = () => {
    const filters = { search: value(SEARCH_FIELD), categoryId: value(CATEGORY_FIELD) };
    const diet = { without: value(WITHOUT_FIELD), label: value(LABEL_FIELD) };
    const sort = value(SORT_FIELD);
    let shown = 0;
    for (const item of items()) {
      const { search = '', category = '', freeOf, labels, places } = item.dataset;
      item.style.order = placeIn(places, sort);
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
  return {
    stop: () => {
      form.removeEventListener('input', apply);
      form.removeEventListener('change', apply);
    },
    release: () => items().forEach((item) => item.style.removeProperty('order')),
  };
}
