import { describe, expect, it } from 'vitest';
import {
  isTempId,
  newVariantForm,
  parsePrice,
  priceFormText,
  productCategoryFormSchema,
  productFormDefaults,
  productFormSchema,
  productFromForm,
  type ProductFormInput,
  type ProductVariantFormInput,
} from './product-form';
import { productSchema, type Product } from '../model/products';

const variant = (patch: Partial<ProductVariantFormInput> = {}): ProductVariantFormInput => ({
  ...newVariantForm(),
  name: 'Pot de 250 g',
  price: '7,50',
  ...patch,
});

const form = (patch: Partial<ProductFormInput> = {}): ProductFormInput => ({
  name: 'Miel de lavande',
  description: '',
  categoryId: '',
  isActive: true,
  isFeatured: false,
  endDate: '',
  allergens: [],
  allergenFree: false,
  labels: [],
  origin: '',
  variants: [variant()],
  ...patch,
});

const messages = (input: ProductFormInput) => productFormSchema.safeParse(input).error?.issues.map((i) => i.message);

describe('product category form schema', () => {
  it('requires a name with its French message', () => {
    expect(productCategoryFormSchema.safeParse({ name: '  ', description: '' }).error?.issues[0]?.message).toBe(
      'Le nom de la catégorie est obligatoire',
    );
  });

  it('trims the name and description', () => {
    expect(productCategoryFormSchema.parse({ name: ' Fromages ', description: ' Affinés ' })).toEqual({
      name: 'Fromages',
      description: 'Affinés',
    });
  });
});

describe('product form schema', () => {
  it('accepts a named product with a priced variant', () => {
    expect(messages(form())).toBeUndefined();
  });

  it('requires the product name', () => {
    expect(messages(form({ name: ' ' }))).toEqual(['Le nom du produit est obligatoire']);
  });

  it('requires at least one variant', () => {
    expect(messages(form({ variants: [] }))).toEqual(['Au moins une déclinaison est requise']);
  });

  it('names the variant without a name by its position', () => {
    expect(messages(form({ variants: [variant(), variant({ name: '' })] }))).toEqual([
      'Le nom de la déclinaison 2 est obligatoire',
    ]);
  });

  it('refuses a variant priced 0 or blank unless it is "Prix en boutique"', () => {
    for (const price of ['0', '', '0,00']) {
      expect(messages(form({ variants: [variant({ price })] }))).toEqual([
        'La déclinaison 1 doit avoir un prix valide ou être marquée "Prix en boutique"',
      ]);
    }
    expect(messages(form({ variants: [variant({ price: '', priceInStore: true })] }))).toBeUndefined();
  });

  it('says how to write a price that is not an amount in euros', () => {
    for (const price of ['-2', 'douze', '6,505', '6,5,0', ',50', '6.', '1e3']) {
      expect(messages(form({ variants: [variant({ price })] }))).toEqual([
        'Prix de la déclinaison 1 illisible\u00a0: écrivez un montant en euros, par exemple 6,50 ou 12',
      ]);
    }
    expect(messages(form({ variants: [variant({ price: 'douze', priceInStore: true })] }))).toBeUndefined();
  });

  it('reports every faulty variant at its own field', () => {
    const issues = productFormSchema.safeParse(form({ variants: [variant(), variant({ name: '', price: '' })] })).error
      ?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([
      ['variants', 1, 'name'],
      ['variants', 1, 'price'],
    ]);
  });

  it('refuses a malformed end date', () => {
    expect(messages(form({ endDate: '31/12/2025' }))).toEqual(['Date invalide']);
  });
});

describe('parsePrice', () => {
  it('reads 6,50, 6.50, 6 and spaced thousands as euros, never rescaled', () => {
    expect(parsePrice('6,50')).toBe(6.5);
    expect(parsePrice('6.50')).toBe(6.5);
    expect(parsePrice('6')).toBe(6);
    expect(parsePrice(' 12,5 ')).toBe(12.5);
    expect(parsePrice('1 200,50')).toBe(1200.5);
    expect(parsePrice('1\u202f200')).toBe(1200);
    expect(parsePrice('6,50 €')).toBe(6.5);
    expect(parsePrice('')).toBeNull();
  });

  it('gives NaN for anything else rather than guessing', () => {
    for (const typed of ['abc', '3.999', '6,5,0', '650,', '-1', '1e3', '€5']) expect(parsePrice(typed)).toBeNaN();
  });
});

describe('priceFormText', () => {
  it('writes a saved price the French way, with its cents', () => {
    expect(priceFormText(6.5)).toBe('6,50');
    expect(priceFormText(12)).toBe('12,00');
  });
});

const stored: Product = productSchema.parse({
  name: 'Confitures',
  categoryId: 'cat-gone',
  endDate: '2025-12-31',
  price: 5,
  createdAt: new Date(),
  updatedAt: new Date(),
  variants: [
    { id: 'var-b', name: 'Fraise', price: null, priceInStore: true, orderIndex: 1 },
    { id: 'var-a', name: 'Abricot', price: 5, priceUnit: 'le pot', orderIndex: 0 },
  ],
});

describe('productFormDefaults', () => {
  it('starts a new product active, not featured, without category, with one blank variant', () => {
    const defaults = productFormDefaults(null, []);
    expect(defaults).toMatchObject({ isActive: true, isFeatured: false, categoryId: '', endDate: '' });
    expect(defaults.variants).toHaveLength(1);
    expect(isTempId(defaults.variants[0]?.id ?? '')).toBe(true);
  });

  it('lists the variants in their order and forgets a deleted category', () => {
    const defaults = productFormDefaults(stored, ['cat-fromages']);
    expect(defaults.categoryId).toBe('');
    expect(defaults.endDate).toBe('2025-12-31');
    expect(defaults.variants.map((v) => [v.id, v.price])).toEqual([
      ['var-a', '5,00'],
      ['var-b', ''],
    ]);
  });
});

describe('productFromForm', () => {
  it('gives new variants real ids, numbers them and copies the first one onto the product', () => {
    const values = productFormSchema.parse(
      form({
        categoryId: 'cat-epicerie',
        endDate: '2025-06-30',
        variants: [
          variant({ id: 'var-a', price: '12,90', priceUnit: 'le pot', imageUrl: '/miel.webp' }),
          variant({ name: 'Vrac', price: '4', priceInStore: true, inStock: false }),
        ],
      }),
    );
    const product = productFromForm(values, () => 'new-id');
    expect(product.variants.map((v) => v.inStock)).toEqual([true, false]);
    expect(product).toMatchObject({
      categoryId: 'cat-epicerie',
      endDate: '2025-06-30',
      price: 12.9,
      priceUnit: 'le pot',
      priceInStore: false,
      imageUrl: '/miel.webp',
    });
    expect(product.variants.map((v) => [v.id, v.price, v.orderIndex])).toEqual([
      ['var-a', 12.9, 0],
      ['new-id', null, 1],
    ]);
  });

  it('saves no category and no end date as null', () => {
    expect(productFromForm(productFormSchema.parse(form()), () => 'x')).toMatchObject({
      categoryId: null,
      endDate: null,
    });
  });
});
