import { NO_DIET_FILTER, PUBLIC_PRODUCT_FILTERS } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { addressWithListing, listingFromAddress } from './filters-address';

describe('the products page’s address', () => {
  it('reads every filter back from what it wrote, keeping the site', () => {
    const listing = {
      filters: { search: 'miel de fleurs', categoryId: 'cat-epicerie-fine', sort: 'price' as const },
      diet: { without: 'gluten' as const, label: 'organic' as const },
    };
    const written = addressWithListing('?site=epicerie-du-marche', listing);
    expect(new URLSearchParams(written).get('site')).toBe('epicerie-du-marche');
    expect(listingFromAddress(written)).toEqual(listing);
  });

  it('leaves the defaults out of the address, and takes the defaults for what it does not say or says wrong', () => {
    expect(
      addressWithListing('?site=s1&without=gluten', { filters: PUBLIC_PRODUCT_FILTERS, diet: NO_DIET_FILTER }),
    ).toBe('?site=s1');
    expect(listingFromAddress('?sort=cheapest&without=plutonium&label=')).toEqual({
      filters: PUBLIC_PRODUCT_FILTERS,
      diet: NO_DIET_FILTER,
    });
  });
});
