import { testProduct, testVariant } from '@comptoir/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { listingData } from '@/components/site/listing-data';
import { CATEGORY_FIELD, LABEL_FIELD, SEARCH_FIELD, SORT_FIELD, WITHOUT_FIELD, filterListEarly } from './early-listing';

const product = (price: number, day: number, patch: Record<string, unknown>) => ({
  id: String(patch.name),
  ...testProduct({ variants: [testVariant({ price })], createdAt: new Date(2026, 0, day), ...patch }),
});
// In the page's (alphabetical) order, as the server sends it.
const PRODUCTS = [
  product(4.5, 3, { name: 'Crème fraîche', description: 'De la ferme.', categoryId: 'cremerie', allergens: ['milk'] }),
  product(12, 1, {
    name: 'Miel de lavande',
    description: 'Récolté en Provence.',
    categoryId: 'epicerie',
    allergens: [],
    labels: ['organic'],
  }),
  product(6, 4, {
    name: 'Pain d’épices',
    description: 'Au miel de châtaignier.',
    categoryId: 'epicerie',
    allergens: ['gluten', 'eggs'],
    labels: ['organic'],
  }),
  product(25, 2, { name: 'Panier surprise', description: '', categoryId: null, allergens: null }),
];

/** The products page as the server sends it, with its marks. */
function serverPage() {
  const listing = listingData(PRODUCTS);
  const items = PRODUCTS.map((product) => {
    const data = Object.entries(listing.get(product.id) ?? {})
      .map(([name, value]) => `${name}="${value}"`)
      .join(' ');
    return `<li ${data}><h3>${product.name}</h3></li>`;
  }).join('');
  document.body.innerHTML = `
    <form role="search">
      <input type="search" name="${SEARCH_FIELD}">
      <select name="${CATEGORY_FIELD}">
        <option value="">Toutes les catégories</option><option value="epicerie">Épicerie</option><option value="cremerie">Crèmerie</option>
      </select>
      <select name="${WITHOUT_FIELD}">
        <option value="">Tous</option><option value="milk">Sans lait</option><option value="gluten">Sans gluten</option>
      </select>
      <select name="${LABEL_FIELD}"><option value="">Tous</option><option value="organic">Bio</option></select>
      <select name="${SORT_FIELD}">
        <option value="name">Nom (A → Z)</option><option value="price">Prix croissant</option><option value="recent">Plus récents</option>
      </select>
    </form>
    <p role="status" data-listing-count>4 produits</p>
    <ul>${items}</ul>`;
  const form = document.querySelector('form') as HTMLFormElement;
  return {
    search: (text: string) => {
      const field = form.elements.namedItem(SEARCH_FIELD) as HTMLInputElement;
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    choose: (category: string, select = CATEGORY_FIELD) => {
      const field = form.elements.namedItem(select) as HTMLSelectElement;
      field.value = category;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    shown: () => [...document.querySelectorAll('li')].filter((item) => !item.hidden).map((item) => item.textContent),
    /** What shows, in its order on screen (CSS `order`, then the page's). */
    onScreen: () =>
      [...document.querySelectorAll('li')]
        .filter((item) => !item.hidden)
        .map((item, index) => ({ name: item.textContent, order: Number(item.style.order || 0), index }))
        .sort((a, b) => a.order - b.order || a.index - b.index)
        .map((item) => item.name),
    count: () => document.querySelector('[data-listing-count]')?.textContent,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a server-rendered product list before its app', () => {
  it('answers the search by the app’s rule (name or description, any case or accent) and counts what shows', () => {
    const page = serverPage();
    filterListEarly(document);
    page.search('MIEL');
    expect(page.shown()).toEqual(['Miel de lavande', 'Pain d’épices']);
    expect(page.count()).toBe('2 produits');
    page.search('creme ');
    expect(page.shown()).toEqual(['Crème fraîche']);
    expect(page.count()).toBe('1 produit');
    page.search('');
    expect(page.shown()).toHaveLength(4);
  });

  it('answers the category with the search, and leaves a product without a category out of each category', () => {
    const page = serverPage();
    filterListEarly(document);
    page.choose('epicerie');
    expect(page.shown()).toEqual(['Miel de lavande', 'Pain d’épices']);
    page.search('provence');
    expect(page.shown()).toEqual(['Miel de lavande']);
    page.search('rien de tel');
    expect(page.count()).toBe('0 produit');
  });

  it('answers « Sans … » and the label by the app’s rule (a product whose allergens are not given is never « sans »)', () => {
    const page = serverPage();
    filterListEarly(document);
    page.choose('milk', WITHOUT_FIELD);
    expect(page.shown()).toEqual(['Miel de lavande', 'Pain d’épices']);
    page.choose('organic', LABEL_FIELD);
    page.choose('gluten', WITHOUT_FIELD);
    expect(page.shown()).toEqual(['Miel de lavande']);
    page.search('pain');
    expect(page.count()).toBe('0 produit');
    page.search('');
    page.choose('', WITHOUT_FIELD);
    page.choose('', LABEL_FIELD);
    expect(page.count()).toBe('4 produits');
  });

  it('sorts on screen by the app’s sorts, with the filters, and gives the page’s order back when released', () => {
    const page = serverPage();
    const early = filterListEarly(document);
    page.choose('price', SORT_FIELD);
    expect(page.onScreen()).toEqual(['Crème fraîche', 'Pain d’épices', 'Miel de lavande', 'Panier surprise']);
    page.choose('recent', SORT_FIELD);
    expect(page.onScreen()).toEqual(['Pain d’épices', 'Crème fraîche', 'Panier surprise', 'Miel de lavande']);
    page.search('miel');
    expect(page.onScreen()).toEqual(['Pain d’épices', 'Miel de lavande']);
    // The page itself is never reordered (its app hydrates it as the server drew it).
    expect(page.shown()).toEqual(['Miel de lavande', 'Pain d’épices']);
    early.release();
    expect(page.onScreen()).toEqual(['Miel de lavande', 'Pain d’épices']);
  });

  it('stops when told (the app takes over), and does nothing on a page without a searchable list', () => {
    const page = serverPage();
    const { stop } = filterListEarly(document);
    stop();
    page.search('miel');
    expect(page.shown()).toHaveLength(4);
    expect(page.count()).toBe('4 produits');

    document.querySelectorAll('li').forEach((item) => item.removeAttribute('data-search'));
    filterListEarly(document);
    page.search('miel');
    expect(page.shown()).toHaveLength(4);
  });
});
