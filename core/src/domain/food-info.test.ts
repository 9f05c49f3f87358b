import { describe, expect, it } from 'vitest';
import {
  newVariantForm,
  productFormDefaults,
  productFormSchema,
  productFromForm,
  type ProductFormInput,
} from '../forms/product-form';
import { ALLERGEN_KEYS } from '../model/food-info';
import { testProduct, testVariant } from '../testing/product';
import {
  NO_DIET_FILTER,
  allergenText,
  allergensOf,
  dietChoices,
  dietEntry,
  dietOptions,
  matchesDiet,
} from './food-info';

const variant = testVariant;
const product = testProduct;

describe('allergens in words', () => {
  it('lists them in the regulation’s order, says « none » apart from « not given »', () => {
    expect(allergenText(['milk', 'gluten'])).toBe('Contient\u00a0: céréales contenant du gluten, lait.');
    expect(allergenText([])).toBe('Aucun des 14 allergènes réglementaires.');
    expect(allergenText(null)).toBe('Non renseignés\u00a0: demandez-nous en boutique.');
  });

  it('takes a variant’s own list where it has one', () => {
    const cheese = product({ allergens: ['milk'] });
    expect(allergensOf(cheese, variant())).toEqual(['milk']);
    expect(allergensOf(cheese, variant({ allergens: ['milk', 'nuts'] }))).toEqual(['milk', 'nuts']);
  });
});

describe('the products page’s diet filters', () => {
  const comte = product({ allergens: ['milk'], labels: ['aop'] });
  const honey = product({ allergens: [], labels: ['organic'] });
  const unknown = product({ allergens: null });
  const cake = product({ allergens: ['gluten', 'eggs'], variants: [variant(), variant({ allergens: ['eggs'] })] });

  it('« sans X » keeps products known to be free of X, in at least one variant on sale', () => {
    const without = (allergen: 'milk' | 'gluten') =>
      [comte, honey, unknown, cake].filter((item) => matchesDiet(item, { without: allergen, label: '' }));
    expect(without('milk')).toEqual([honey, cake]);
    expect(without('gluten')).toEqual([comte, honey, cake]);
    const glutenOnly = product({
      allergens: ['gluten', 'eggs'],
      variants: [variant(), variant({ allergens: ['eggs'], isActive: false })],
    });
    expect(matchesDiet(glutenOnly, { without: 'gluten', label: '' })).toBe(false);
  });

  it('keeps on each product what the filters read: the allergens it is known free of, its labels', () => {
    expect(dietEntry(comte)).toEqual({
      freeOf: ALLERGEN_KEYS.filter((key) => key !== 'milk'),
      labels: ['aop'],
    });
    expect(dietEntry(honey).freeOf).toEqual(ALLERGEN_KEYS);
    expect(dietEntry(unknown).freeOf).toEqual([]);
    // Free of gluten in its second variant, of eggs in none.
    expect(dietEntry(cake).freeOf).toEqual(ALLERGEN_KEYS.filter((key) => key !== 'eggs'));
  });

  it('a label keeps the products that have it; no filter keeps everything', () => {
    expect([comte, honey].filter((item) => matchesDiet(item, { without: '', label: 'organic' }))).toEqual([honey]);
    expect([comte, honey, unknown].every((item) => matchesDiet(item, NO_DIET_FILTER))).toBe(true);
  });

  it('offers only the allergens some product contains and the labels some product has', () => {
    expect(dietChoices([comte, honey, unknown, cake])).toEqual({
      allergens: ['gluten', 'eggs', 'milk'],
      labels: ['organic', 'aop'],
    });
    expect(dietOptions([comte, honey, cake])).toEqual({
      without: { gluten: 'Sans gluten', eggs: 'Sans œufs', milk: 'Sans lait' },
      label: { organic: 'Agriculture biologique', aop: 'AOP / AOC' },
    });
  });
});

describe('allergens and labels in the product form', () => {
  const input = (patch: Partial<ProductFormInput>): ProductFormInput => ({
    ...productFormDefaults(null, []),
    name: 'Comté',
    variants: [{ ...newVariantForm(), name: 'À la coupe', price: '24' }],
    ...patch,
  });
  const saved = (patch: Partial<ProductFormInput>) =>
    productFromForm(productFormSchema.parse(input(patch)), () => 'new-id');

  it('stores nothing ticked as « not given », « Aucun » as none, and the ticked ones in order', () => {
    expect(saved({}).allergens).toBeNull();
    expect(saved({ allergenFree: true, allergens: ['milk'] }).allergens).toEqual([]);
    expect(saved({ allergens: ['milk', 'gluten'] }).allergens).toEqual(['gluten', 'milk']);
  });

  it('keeps a variant’s own allergens only when they differ, and the labels and origin', () => {
    const own = {
      ...newVariantForm(),
      name: 'Aux noix',
      price: '26',
      ownAllergens: true,
      allergens: ['nuts' as const],
    };
    const result = saved({ labels: ['aop'], origin: ' Producteur local – 12 km ', variants: [own] });
    expect(result.variants[0]?.allergens).toEqual(['nuts']);
    expect(result.variants[0]).not.toHaveProperty('ownAllergens');
    expect(result.labels).toEqual(['aop']);
    expect(result.origin).toBe('Producteur local – 12 km');
    expect(saved({}).variants[0]?.allergens).toBeNull();
  });

  it('starts from the stored product', () => {
    const stored = product({ allergens: [], labels: ['organic'], variants: [variant({ allergens: ['milk'] })] });
    const defaults = productFormDefaults(stored, []);
    expect(defaults).toMatchObject({ allergenFree: true, allergens: [], labels: ['organic'] });
    expect(defaults.variants[0]).toMatchObject({ ownAllergens: true, allergens: ['milk'] });
  });

  it('refuses an allergen twice or an unknown one', () => {
    expect(productFormSchema.safeParse(input({ allergens: ['milk', 'milk'] })).success).toBe(false);
    expect(productFormSchema.safeParse(input({ allergens: ['arsenic' as never] })).success).toBe(false);
  });
});
