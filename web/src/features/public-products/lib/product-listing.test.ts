import { productSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '@/components/site/product-card';
import { DEFAULT_FILTERS, emptyListing, listProducts, type ProductFilters } from './product-listing';

let created = 0;
const product = (id: string, patch: Record<string, unknown> = {}): PublicProduct => ({
  ...productSchema.parse({
    name: id,
    createdAt: new Date(Date.UTC(2026, 0, 1 + created++)),
    updatedAt: new Date(),
    ...patch,
  }),
  id,
});

const names = (list: PublicProduct[]) => list.map((p) => p.name);
const filters = (patch: Partial<ProductFilters>): ProductFilters => ({ ...DEFAULT_FILTERS, ...patch });

describe('search', () => {
  it('finds text in the name or the description, whatever the case and accents', () => {
    const cheese = product('Crème fraîche', { description: 'De la ferme Bouvier' });
    const matches = (search: string) => listProducts([cheese], filters({ search })).length === 1;
    expect(matches('CREME')).toBe(true);
    expect(matches('bouvier')).toBe(true);
    expect(matches('beurre')).toBe(false);
    expect(matches('   ')).toBe(true);
  });
});

describe('listProducts', () => {
  const pommes = product('Pommes', { price: 3.2, categoryId: 'fruits' });
  const abricots = product('Abricots', { price: 6, categoryId: 'fruits' });
  const fromage = product('Fromage', { priceInStore: true, categoryId: 'cremerie' });
  const beurre = product('beurre', { price: 3.8, categoryId: 'cremerie' });
  const all = [pommes, abricots, fromage, beurre];

  it('sorts by name alphabetically, ignoring case', () => {
    expect(names(listProducts(all, DEFAULT_FILTERS))).toEqual(['Abricots', 'beurre', 'Fromage', 'Pommes']);
  });

  it('sorts by ascending price with in-store prices last', () => {
    expect(names(listProducts(all, filters({ sort: 'price' })))).toEqual(['Pommes', 'beurre', 'Abricots', 'Fromage']);
  });

  it('sorts the most recent first', () => {
    expect(names(listProducts(all, filters({ sort: 'recent' })))).toEqual(['beurre', 'Fromage', 'Abricots', 'Pommes']);
  });

  it('keeps one category and the search matches', () => {
    expect(names(listProducts(all, filters({ categoryId: 'fruits' })))).toEqual(['Abricots', 'Pommes']);
    expect(names(listProducts(all, filters({ categoryId: 'fruits', search: 'pom' })))).toEqual(['Pommes']);
  });
});

describe('emptyListing', () => {
  it('says the site has no products yet', () => {
    expect(emptyListing(0, 0, DEFAULT_FILTERS)).toEqual({
      title: 'Aucun produit trouvé',
      description: "Aucun produit n'a encore été ajouté à ce site",
    });
  });

  it('says nothing matches the search', () => {
    expect(emptyListing(5, 0, filters({ search: 'truffe' }))).toEqual({
      title: 'Aucun produit trouvé',
      description: 'Aucun produit ne correspond à vos critères de recherche',
    });
  });

  it('says a category is empty', () => {
    expect(emptyListing(5, 0, filters({ categoryId: 'boissons' }))).toEqual({
      title: 'Aucun produit disponible dans cette catégorie',
    });
  });

  it('says nothing when products are shown', () => {
    expect(emptyListing(5, 2, DEFAULT_FILTERS)).toBeNull();
  });
});
