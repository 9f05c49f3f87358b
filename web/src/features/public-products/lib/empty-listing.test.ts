import { PUBLIC_PRODUCT_FILTERS, type ProductFilters } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyListing } from './empty-listing';

const filters = (patch: Partial<ProductFilters>): ProductFilters => ({ ...PUBLIC_PRODUCT_FILTERS, ...patch });

describe('emptyListing', () => {
  it('says the site has no products yet', () => {
    expect(emptyListing(0, 0, PUBLIC_PRODUCT_FILTERS)).toEqual({
      title: 'Aucun produit trouvé',
      description: 'Aucun produit n’a encore été ajouté à ce site',
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
    expect(emptyListing(5, 2, PUBLIC_PRODUCT_FILTERS)).toBeNull();
  });
});
