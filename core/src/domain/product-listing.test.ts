import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '../schemas/products';
import {
  ADMIN_PRODUCT_FILTERS,
  ADMIN_PRODUCT_SORTS,
  NO_CATEGORY,
  PUBLIC_PRODUCT_FILTERS,
  PUBLIC_PRODUCT_SORTS,
  canReorder,
  listProducts,
  sortLabels,
  type AdminProductSort,
  type ProductFilters,
  type PublicProductSort,
} from './product-listing';

let created = 0;
const product = (name: string, patch: Record<string, unknown> = {}): Product =>
  productSchema.parse({
    name,
    createdAt: new Date(Date.UTC(2026, 0, 1 + created++)),
    updatedAt: new Date(),
    ...patch,
  });

const names = (list: Product[]) => list.map((p) => p.name);

const publicList = (products: Product[], patch: Partial<ProductFilters<PublicProductSort>> = {}) =>
  names(listProducts(products, { ...PUBLIC_PRODUCT_FILTERS, ...patch }, { sorts: PUBLIC_PRODUCT_SORTS }));

const adminList = (
  products: Product[],
  patch: Partial<ProductFilters<AdminProductSort>> = {},
  categoryIds: ReadonlySet<string> = new Set(['fruits', 'cremerie']),
) => names(listProducts(products, { ...ADMIN_PRODUCT_FILTERS, ...patch }, { sorts: ADMIN_PRODUCT_SORTS, categoryIds }));

describe('search', () => {
  it('finds text in the name or the description, whatever the case and accents', () => {
    const cheese = product('Crème fraîche', { description: 'De la ferme Bouvier' });
    for (const list of [publicList, adminList]) {
      const matches = (search: string) => list([cheese], { search }).length === 1;
      expect(matches('CREME')).toBe(true);
      expect(matches('bouvier')).toBe(true);
      expect(matches('beurre')).toBe(false);
      expect(matches('   ')).toBe(true);
    }
  });
});

describe('the public listing', () => {
  const pommes = product('Pommes', { price: 3.2, categoryId: 'fruits' });
  const abricots = product('Abricots', { price: 6, categoryId: 'fruits' });
  const fromage = product('Fromage', { priceInStore: true, categoryId: 'cremerie' });
  const beurre = product('beurre', { price: 3.8, categoryId: 'cremerie' });
  const all = [pommes, abricots, fromage, beurre];

  it('offers three sorts, by name first', () => {
    expect(sortLabels(PUBLIC_PRODUCT_SORTS)).toEqual({
      name: 'Nom (A → Z)',
      price: 'Prix croissant',
      recent: 'Plus récents',
    });
    expect(PUBLIC_PRODUCT_FILTERS).toEqual({ search: '', categoryId: '', sort: 'name' });
  });

  it('sorts by name alphabetically, ignoring case', () => {
    expect(publicList(all)).toEqual(['Abricots', 'beurre', 'Fromage', 'Pommes']);
  });

  it('sorts by ascending price with in-store prices last', () => {
    expect(publicList(all, { sort: 'price' })).toEqual(['Pommes', 'beurre', 'Abricots', 'Fromage']);
  });

  it('sorts the most recent first', () => {
    expect(publicList(all, { sort: 'recent' })).toEqual(['beurre', 'Fromage', 'Abricots', 'Pommes']);
  });

  it('keeps one category and the search matches', () => {
    expect(publicList(all, { categoryId: 'fruits' })).toEqual(['Abricots', 'Pommes']);
    expect(publicList(all, { categoryId: 'fruits', search: 'pom' })).toEqual(['Pommes']);
  });

  it('shows every product under every category, those of an unknown category too', () => {
    const orphan = product('Orphelin', { categoryId: 'deleted' });
    expect(publicList([orphan, pommes])).toEqual(['Orphelin', 'Pommes']);
  });

  it('does not give the leftover filter a meaning', () => {
    expect(publicList([product('Sans', { categoryId: null })], { categoryId: NO_CATEGORY })).toEqual([]);
  });
});

describe('the back-office listing', () => {
  const pommes = product('Pommes', { categoryId: 'fruits', orderIndex: 2 });
  const abricots = product('Abricots', { categoryId: 'fruits', orderIndex: 0 });
  const fromage = product('Fromage', { categoryId: 'cremerie', orderIndex: 3, isActive: false });
  const beurre = product('beurre', { categoryId: null, orderIndex: 1 });
  const orphan = product('Orphelin', { categoryId: 'deleted', orderIndex: 4 });
  const all = [pommes, abricots, fromage, beurre, orphan];

  it('offers five sorts, the newest first', () => {
    expect(sortLabels(ADMIN_PRODUCT_SORTS)).toEqual({
      newest: 'Plus récents',
      oldest: 'Plus anciens',
      'name-asc': 'Nom (A → Z)',
      'name-desc': 'Nom (Z → A)',
      order: "Ordre d'affichage",
    });
    expect(ADMIN_PRODUCT_FILTERS).toEqual({ search: '', categoryId: '', sort: 'newest' });
  });

  it('shows every product it is given, inactive ones too, newest first', () => {
    expect(adminList(all)).toEqual(['Orphelin', 'beurre', 'Fromage', 'Abricots', 'Pommes']);
  });

  it('sorts by age, by name both ways and in the display order', () => {
    expect(adminList(all, { sort: 'oldest' })).toEqual(['Pommes', 'Abricots', 'Fromage', 'beurre', 'Orphelin']);
    expect(adminList(all, { sort: 'name-asc' })).toEqual(['Abricots', 'beurre', 'Fromage', 'Orphelin', 'Pommes']);
    expect(adminList(all, { sort: 'name-desc' })).toEqual(['Pommes', 'Orphelin', 'Fromage', 'beurre', 'Abricots']);
    expect(adminList(all, { sort: 'order' })).toEqual(['Abricots', 'beurre', 'Pommes', 'Fromage', 'Orphelin']);
  });

  it('breaks ties of age by name', () => {
    const date = new Date(Date.UTC(2025, 5, 1));
    const same = [product('Zeste', { createdAt: date }), product('Ail', { createdAt: date })];
    expect(adminList(same)).toEqual(['Ail', 'Zeste']);
    expect(adminList(same, { sort: 'oldest' })).toEqual(['Ail', 'Zeste']);
  });

  it('keeps one category, or the products without a known one', () => {
    expect(adminList(all, { categoryId: 'fruits', sort: 'name-asc' })).toEqual(['Abricots', 'Pommes']);
    expect(adminList(all, { categoryId: NO_CATEGORY, sort: 'name-asc' })).toEqual(['beurre', 'Orphelin']);
    expect(adminList(all, { categoryId: 'cremerie', search: 'from' })).toEqual(['Fromage']);
  });
});

describe('canReorder', () => {
  const order = { ...ADMIN_PRODUCT_FILTERS, sort: 'order' as const };

  it('allows moving products only in the display order, unfiltered', () => {
    expect(canReorder(order)).toBe(true);
    expect(canReorder({ ...order, search: '  ' })).toBe(true);
    expect(canReorder(ADMIN_PRODUCT_FILTERS)).toBe(false);
    expect(canReorder({ ...order, search: 'miel' })).toBe(false);
    expect(canReorder({ ...order, categoryId: 'fruits' })).toBe(false);
    expect(canReorder({ ...order, categoryId: NO_CATEGORY })).toBe(false);
  });
});
