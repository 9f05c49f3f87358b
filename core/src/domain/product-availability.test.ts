import { describe, expect, it } from 'vitest';
import { availableProducts, featuredOnHome, isProductAvailable } from './product-availability';

const product = (patch: Partial<{ isActive: boolean; endDate: string | null; orderIndex: number }>) => ({
  isActive: true,
  endDate: null,
  orderIndex: 0,
  ...patch,
});

describe('isProductAvailable', () => {
  it('keeps an active product without an end date', () => {
    expect(isProductAvailable(product({}), '2026-03-10')).toBe(true);
  });

  it('drops an inactive product', () => {
    expect(isProductAvailable(product({ isActive: false }), '2026-03-10')).toBe(false);
  });

  it('keeps a product on its last day and drops it the day after', () => {
    expect(isProductAvailable(product({ endDate: '2026-03-10' }), '2026-03-10')).toBe(true);
    expect(isProductAvailable(product({ endDate: '2026-03-10' }), '2026-03-11')).toBe(false);
  });
});

describe('availableProducts', () => {
  it('returns the available products sorted by orderIndex', () => {
    const list = [
      { ...product({ orderIndex: 2 }), id: 'c' },
      { ...product({ orderIndex: 0, isActive: false }), id: 'a' },
      { ...product({ orderIndex: 1 }), id: 'b' },
    ];
    expect(availableProducts(list, '2026-03-10').map((p) => p.id)).toEqual(['b', 'c']);
  });
});

describe('featuredOnHome', () => {
  it('shows the first four featured products on sale, in the owner order', () => {
    const list = [5, 4, 3, 2, 1, 0].map((orderIndex) => ({
      ...product({ orderIndex }),
      isFeatured: orderIndex !== 3,
      id: `p${orderIndex}`,
    }));
    list.push({ ...product({ orderIndex: -1, endDate: '2026-03-09' }), isFeatured: true, id: 'ended' });
    expect(featuredOnHome(list, '2026-03-10').map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p4']);
  });
});
