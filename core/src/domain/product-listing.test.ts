import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { productSchema, type Product } from '../model/products';
import { sortKey } from '../model/fold-text';
import {
  ADMIN_PRODUCT_FILTERS,
  ADMIN_PRODUCT_SORTS,
  NO_CATEGORY,
  PUBLIC_PRODUCT_FILTERS,
  PUBLIC_PRODUCT_SORTS,
  adminProductQuery,
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

describe('search', () => {
  it('finds text in the name or the description, whatever the case and accents', () => {
    const cheese = product('Crème fraîche', { description: 'De la ferme Bouvier' });
    const matches = (search: string) => publicList([cheese], { search }).length === 1;
    expect(matches('CREME')).toBe(true);
    expect(matches('bouvier')).toBe(true);
    expect(matches('beurre')).toBe(false);
    expect(matches('   ')).toBe(true);
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
  const epices = product('Épices du monde', { categoryId: 'epicerie', orderIndex: 4 });
  const oeufs = product('Œufs frais', { categoryId: null, orderIndex: 5 });
  const all = [pommes, abricots, fromage, beurre, epices, oeufs];

  /** The products as the store answers the back office's query (each stored with its name's sort key). */
  async function adminList(patch: Partial<ProductFilters<AdminProductSort>> = {}) {
    const db = await LocalStore.open(new MemoryPersistence());
    await db.batch(
      all.map((item, index) => ({
        kind: 'set' as const,
        path: `sites/s1/products/p${index}`,
        data: { ...item, nameKey: sortKey(item.name) },
      })),
    );
    const docs = await db.query('sites/s1/products', adminProductQuery({ ...ADMIN_PRODUCT_FILTERS, ...patch }));
    return docs.map((doc) => doc.data.name);
  }

  it('offers five sorts, the newest first', () => {
    expect(sortLabels(ADMIN_PRODUCT_SORTS)).toEqual({
      newest: 'Plus récents',
      oldest: 'Plus anciens',
      'name-asc': 'Nom (A → Z)',
      'name-desc': 'Nom (Z → A)',
      order: 'Ordre d’affichage',
    });
    expect(ADMIN_PRODUCT_FILTERS).toEqual({ search: '', categoryId: '', sort: 'newest' });
  });

  it('asks for every product, inactive ones too, newest first', async () => {
    expect(await adminList()).toEqual(['Œufs frais', 'Épices du monde', 'beurre', 'Fromage', 'Abricots', 'Pommes']);
  });

  it('sorts by age, by name both ways (case, accents and ligatures as in French) and in the display order', async () => {
    expect(await adminList({ sort: 'oldest' })).toEqual([
      'Pommes',
      'Abricots',
      'Fromage',
      'beurre',
      'Épices du monde',
      'Œufs frais',
    ]);
    expect(await adminList({ sort: 'name-asc' })).toEqual([
      'Abricots',
      'beurre',
      'Épices du monde',
      'Fromage',
      'Œufs frais',
      'Pommes',
    ]);
    expect((await adminList({ sort: 'name-desc' })).at(0)).toBe('Pommes');
    expect(await adminList({ sort: 'order' })).toEqual([
      'Abricots',
      'beurre',
      'Pommes',
      'Fromage',
      'Épices du monde',
      'Œufs frais',
    ]);
  });

  it('keeps one category, or the products without one', async () => {
    expect(await adminList({ categoryId: 'fruits', sort: 'name-asc' })).toEqual(['Abricots', 'Pommes']);
    expect(await adminList({ categoryId: NO_CATEGORY, sort: 'name-asc' })).toEqual(['beurre', 'Œufs frais']);
  });

  it('leaves the search out of the query: the screen looks for it in the pages read', () => {
    expect(adminProductQuery({ search: 'miel', categoryId: 'fruits', sort: 'order' })).toEqual({
      where: [['categoryId', '==', 'fruits']],
      orderBy: [['orderIndex', 'asc']],
    });
  });
});

describe('sortKey', () => {
  it('folds case and accents and spells out « œ » and « æ »', () => {
    expect(sortKey('  Œufs de Pâques ')).toBe('oeufs de paques');
    expect(sortKey('Ex æquo')).toBe('ex aequo');
    expect(['Zeste', 'Épices', 'abricot'].map(sortKey).sort()).toEqual(['abricot', 'epices', 'zeste']);
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
