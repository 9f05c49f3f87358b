import { describe, expect, it } from 'vitest';
import { productVariantSchema, type ProductVariant } from '../model/products';
import { formatPrice, formatPriceDisplay, isSoldOut, priceDisplay } from './price-display';

const variant = (patch: Partial<ProductVariant>): ProductVariant =>
  productVariantSchema.parse({ id: patch.id ?? 'v', name: 'Pot', ...patch });
const product = (
  variants: ProductVariant[],
  patch: Partial<{ price: number | null; priceUnit: string; priceInStore: boolean }> = {},
) => ({
  price: null,
  priceUnit: '',
  priceInStore: false,
  variants,
  ...patch,
});
const shown = (p: Parameters<typeof priceDisplay>[0]) => formatPriceDisplay(priceDisplay(p)).replace(/\u00a0/g, ' ');

describe('priceDisplay', () => {
  it("shows 'Prix en boutique' when every variant is priced in store", () => {
    expect(shown(product([variant({ id: 'a', priceInStore: true }), variant({ id: 'b', priceInStore: true })]))).toBe(
      'Prix en boutique',
    );
  });

  it("shows 'À partir de' the lowest priced variant when some are priced in store", () => {
    expect(
      shown(product([variant({ id: 'a', priceInStore: true }), variant({ id: 'b', price: 6.5, priceUnit: 'le pot' })])),
    ).toBe('À partir de 6,50 € le pot');
  });

  it('shows the single price of a single variant', () => {
    expect(shown(product([variant({ price: 12, priceUnit: '/kg' })]))).toBe('12,00 €/kg');
  });

  it("shows 'À partir de' the lowest of several prices", () => {
    expect(
      shown(
        product([variant({ id: 'a', price: 14.9 }), variant({ id: 'b', price: 8.5 }), variant({ id: 'c', price: 24 })]),
      ),
    ).toBe('À partir de 8,50 €');
  });

  it('shows one price when every variant costs the same', () => {
    expect(shown(product([variant({ id: 'a', price: 3 }), variant({ id: 'b', price: 3 })]))).toBe('3,00 €');
  });

  it('ignores inactive variants', () => {
    expect(shown(product([variant({ id: 'a', price: 2, isActive: false }), variant({ id: 'b', price: 9 })]))).toBe(
      '9,00 €',
    );
  });

  it("falls back to the product's own price, unit and in-store flag without variants", () => {
    expect(shown(product([], { price: 4.2, priceUnit: 'la pièce' }))).toBe('4,20 € la pièce');
    expect(shown(product([], { priceInStore: true }))).toBe('Prix en boutique');
    expect(shown(product([]))).toBe('');
  });
});

describe('formatPrice', () => {
  it('uses French decimals and a non-breaking space before €', () => {
    expect(formatPrice(1234.5)).toBe('1\u202f234,50\u00a0€');
  });
});

describe('isSoldOut', () => {
  it('is true only when every variant a visitor sees is out of stock', () => {
    expect(variant({}).inStock).toBe(true);
    expect(isSoldOut([variant({ id: 'a', inStock: false }), variant({ id: 'b', inStock: false })])).toBe(true);
    expect(isSoldOut([variant({ id: 'a', inStock: false }), variant({ id: 'b' })])).toBe(false);
    // A hidden variant in stock does not make the product available.
    expect(isSoldOut([variant({ id: 'a', inStock: false }), variant({ id: 'b', isActive: false })])).toBe(true);
    expect(isSoldOut([])).toBe(false);
  });
});
