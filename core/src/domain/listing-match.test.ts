import { describe, expect, it } from 'vitest';
import { isDietListed, isListed, listedCountText, productSearchText } from './listing-match';

describe('isListed', () => {
  const entry = (name: string, description: string, categoryId: string | null) => ({
    searchText: productSearchText({ name, description }),
    categoryId,
  });

  it('matches the name or the description, never a search across the two', () => {
    expect(isListed(entry('Miel', 'de lavande', 'epicerie'), { search: 'LAVANDE', categoryId: '' })).toBe(true);
    expect(isListed(entry('Miel', 'de lavande', 'epicerie'), { search: 'miel de', categoryId: '' })).toBe(false);
    expect(isListed(entry('Miel', 'de lavande', null), { search: '', categoryId: 'epicerie' })).toBe(false);
  });

  it('keeps, for « Sans X », the entries known free of X and, for a label, those that have it', () => {
    const comte = { freeOf: ['gluten', 'eggs'], labels: ['aop'] };
    expect(isDietListed(comte, { without: 'gluten', label: '' })).toBe(true);
    expect(isDietListed(comte, { without: 'milk', label: '' })).toBe(false);
    expect(isDietListed(comte, { without: 'eggs', label: 'aop' })).toBe(true);
    expect(isDietListed(comte, { without: '', label: 'organic' })).toBe(false);
    expect(isDietListed({ freeOf: [], labels: [] }, { without: '', label: '' })).toBe(true);
  });

  it('counts in French: « 0 produit », « 1 produit », « 2 produits »', () => {
    expect([0, 1, 2].map(listedCountText)).toEqual(['0 produit', '1 produit', '2 produits']);
  });
});
