import { z } from 'zod';

/**
 * The 14 allergens food sold unpackaged must declare (règlement (UE) 1169/2011, annexe II; décret
 * 2015-447), key → French name as the regulation words it.
 */
export const ALLERGENS = {
  gluten: 'Céréales contenant du gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soy: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Graines de sésame',
  sulphites: 'Anhydride sulfureux et sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
} as const;
export type Allergen = keyof typeof ALLERGENS;
export const ALLERGEN_KEYS = Object.keys(ALLERGENS) as [Allergen, ...Allergen[]];

/** The short name a « Sans … » filter uses. */
export const ALLERGEN_SHORT_NAMES: Record<Allergen, string> = {
  ...ALLERGENS,
  gluten: 'Gluten',
  sesame: 'Sésame',
  sulphites: 'Sulfites',
};

/** Quality and origin labels a product can show. */
export const PRODUCT_LABELS = {
  organic: 'Agriculture biologique',
  labelRouge: 'Label Rouge',
  aop: 'AOP / AOC',
  igp: 'IGP',
  homemade: 'Fait maison',
} as const;
export type ProductLabel = keyof typeof PRODUCT_LABELS;

/** A label as a product card's small badge says it. */
export const PRODUCT_LABEL_BADGES: Record<ProductLabel, string> = { ...PRODUCT_LABELS, organic: 'Bio' };
export const PRODUCT_LABEL_KEYS = Object.keys(PRODUCT_LABELS) as [ProductLabel, ...ProductLabel[]];

/** A free origin, e.g. « Producteur local – 12 km ». */
export const ORIGIN_MAX_LENGTH = 80;

/** Each allergen once at most: null = not given (« demandez en boutique »), [] = none of the 14. */
export const allergenList = z
  .array(z.enum(ALLERGEN_KEYS))
  .max(ALLERGEN_KEYS.length)
  .refine((list) => new Set(list).size === list.length, 'Allergène en double');

export const labelList = z
  .array(z.enum(PRODUCT_LABEL_KEYS))
  .max(PRODUCT_LABEL_KEYS.length)
  .refine((list) => new Set(list).size === list.length, 'Label en double');
