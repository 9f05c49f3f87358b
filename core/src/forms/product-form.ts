import { z } from 'zod';
import { sortKey } from '../model/fold-text';
import { LIMITS, imageUrl, isoDate } from '../model/common';
import { formText } from '../model/form-text';
import { ALLERGEN_KEYS, ORIGIN_MAX_LENGTH, allergenList, labelList, type Allergen } from '../model/food-info';
import type { Product, ProductVariant } from '../model/products';

/** The product screen's validation messages. */
export const PRODUCT_FORM_MESSAGES = {
  categoryName: 'Le nom de la catégorie est obligatoire',
  productName: 'Le nom du produit est obligatoire',
  noVariant: 'Au moins une déclinaison est requise',
  variantName: (n: number) => `Le nom de la déclinaison ${n} est obligatoire`,
  variantPrice: (n: number) => `La déclinaison ${n} doit avoir un prix valide ou être marquée "Prix en boutique"`,
  /** Something typed that is not an amount in euros: say how to write one. */
  variantPriceFormat: (n: number) =>
    `Prix de la déclinaison ${n} illisible\u00a0: écrivez un montant en euros, par exemple 6,50 ou 12`,
} as const;

/** Product category dialogs: the name is required. */
export const productCategoryFormSchema = z.object({
  name: formText(LIMITS.name, { length: 1, message: PRODUCT_FORM_MESSAGES.categoryName }),
  description: formText(LIMITS.shortText),
});
export type ProductCategoryFormInput = z.input<typeof productCategoryFormSchema>;
export type ProductCategoryFormValues = z.output<typeof productCategoryFormSchema>;

/** Variants not saved yet carry ids beginning with this; a save gives them real ids. */
export const TEMP_ID_PREFIX = 'temp-';
export const isTempId = (id: string): boolean => id.startsWith(TEMP_ID_PREFIX);
export const tempVariantId = (): string => `${TEMP_ID_PREFIX}${Math.random().toString(36).slice(2, 12)}`;

/** Euros with at most two decimals, a comma or a point before them, spaces between thousands. */
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * The price as typed ('6,50', '6.50', '6', '1 200,50' or '6,50 €'): euros, null when empty, NaN when it is
 * not such an amount. Never rounded or rescaled: '6,505' or '6,5,0' is NaN, for the form to say so.
 */
export function parsePrice(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (text === '') return null;
  return AMOUNT.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

/** A saved price as the form shows it: '6,50'. */
export const priceFormText = (price: number): string => price.toFixed(2).replace('.', ',');

const hasValidPrice = (variant: { price: string; priceInStore: boolean }): boolean => {
  const price = parsePrice(variant.price);
  return variant.priceInStore || (price !== null && price > 0);
};

/** One variant card of the product dialog; the price stays the typed text until saved. */
export const productVariantFormSchema = z.object({
  id: z.string().min(1),
  name: formText(LIMITS.name),
  description: formText(LIMITS.shortText),
  price: z.string(),
  priceUnit: formText(30),
  imageUrl,
  isActive: z.boolean(),
  priceInStore: z.boolean(),
  inStock: z.boolean(),
  /** Its allergens differ from the product's: then `allergens` are its own. */
  ownAllergens: z.boolean(),
  allergens: allergenList,
});
export type ProductVariantFormInput = z.input<typeof productVariantFormSchema>;

/** Product dialog: name, at least one variant, each named and priced or 'Prix en boutique'. */
export const productFormSchema = z
  .object({
    name: formText(LIMITS.name, { length: 1, message: PRODUCT_FORM_MESSAGES.productName }),
    description: formText(LIMITS.longText),
    /** '' = no category. */
    categoryId: z.string(),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    /** '' = no end date. */
    endDate: z.union([z.literal(''), isoDate]),
    /** The allergens ticked; with none ticked, `allergenFree` tells « none » from « not given ». */
    allergens: allergenList,
    allergenFree: z.boolean(),
    labels: labelList,
    origin: formText(ORIGIN_MAX_LENGTH),
    variants: z.array(productVariantFormSchema).max(50, '50 déclinaisons maximum'),
  })
  .superRefine(({ variants }, ctx) => {
    if (variants.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: PRODUCT_FORM_MESSAGES.noVariant });
    }
    variants.forEach((variant, index) => {
      if (variant.name.trim() === '') {
        const message = PRODUCT_FORM_MESSAGES.variantName(index + 1);
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'name'], message });
      }
      if (!hasValidPrice(variant)) {
        const unreadable = !variant.priceInStore && Number.isNaN(parsePrice(variant.price));
        const message = (unreadable ? PRODUCT_FORM_MESSAGES.variantPriceFormat : PRODUCT_FORM_MESSAGES.variantPrice)(
          index + 1,
        );
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'price'], message });
      }
    });
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/** A blank variant card: active, priced (not 'Prix en boutique'). */
export const newVariantForm = (): ProductVariantFormInput => ({
  id: tempVariantId(),
  name: '',
  description: '',
  price: '',
  priceUnit: '',
  imageUrl: '',
  isActive: true,
  priceInStore: false,
  inStock: true,
  ownAllergens: false,
  allergens: [],
});

const variantForm = (variant: ProductVariant): ProductVariantFormInput => ({
  id: variant.id,
  name: variant.name,
  description: variant.description,
  price: variant.price === null ? '' : priceFormText(variant.price),
  priceUnit: variant.priceUnit,
  imageUrl: variant.imageUrl,
  isActive: variant.isActive,
  priceInStore: variant.priceInStore,
  inStock: variant.inStock,
  ownAllergens: variant.allergens !== null,
  allergens: variant.allergens ?? [],
});

/**
 * The dialog's starting values: a new product is active, not featured, without category and with
 * one blank variant; an unknown category (deleted since) reads as none.
 */
export function productFormDefaults(product: Product | null, categoryIds: readonly string[]): ProductFormInput {
  if (!product) {
    return {
      name: '',
      description: '',
      categoryId: '',
      isActive: true,
      isFeatured: false,
      endDate: '',
      allergens: [],
      allergenFree: false,
      labels: [],
      origin: '',
      variants: [newVariantForm()],
    };
  }
  const { categoryId } = product;
  return {
    name: product.name,
    description: product.description,
    categoryId: categoryId !== null && categoryIds.includes(categoryId) ? categoryId : '',
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    endDate: product.endDate ?? '',
    allergens: product.allergens ?? [],
    allergenFree: product.allergens?.length === 0,
    labels: product.labels,
    origin: product.origin,
    variants: [...product.variants].sort((a, b) => a.orderIndex - b.orderIndex).map(variantForm),
  };
}

const inRegulationOrder = (allergens: readonly Allergen[]): Allergen[] =>
  ALLERGEN_KEYS.filter((key) => allergens.includes(key));

export type ProductFields = Omit<Product, 'orderIndex' | 'createdAt' | 'updatedAt'>;

/**
 * The product's fields from a valid form: variants in the dialog's order, new ones with real ids;
 * price, unit, 'Prix en boutique' and image copy the first variant (the card shows them).
 * Allergens: « Aucun » ticked is none of them, nothing ticked is « not given ».
 */
export function productFromForm(values: ProductFormValues, newId: () => string): ProductFields {
  const variants: ProductVariant[] = values.variants.map(({ ownAllergens, allergens, ...variant }, orderIndex) => ({
    ...variant,
    id: isTempId(variant.id) ? newId() : variant.id,
    price: variant.priceInStore ? null : parsePrice(variant.price),
    allergens: ownAllergens ? inRegulationOrder(allergens) : null,
    orderIndex,
  }));
  const first = variants[0];
  return {
    name: values.name,
    nameKey: sortKey(values.name),
    description: values.description,
    categoryId: values.categoryId === '' ? null : values.categoryId,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    endDate: values.endDate === '' ? null : values.endDate,
    price: first?.price ?? null,
    priceUnit: first?.priceUnit ?? '',
    priceInStore: first?.priceInStore ?? false,
    imageUrl: first?.imageUrl ?? '',
    variants,
    allergens: values.allergenFree ? [] : values.allergens.length ? inRegulationOrder(values.allergens) : null,
    labels: values.labels,
    origin: values.origin,
  };
}
