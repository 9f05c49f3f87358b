import type { Product, ProductVariant } from '../model/products';
import {
  ALLERGENS,
  ALLERGEN_KEYS,
  ALLERGEN_SHORT_NAMES,
  PRODUCT_LABELS,
  PRODUCT_LABEL_KEYS,
  type Allergen,
  type ProductLabel,
} from '../model/food-info';
import { isDietListed, type DietEntry } from './listing-match';
import { activeVariants } from './price-display';

type FoodInfo = Pick<Product, 'allergens' | 'labels'> & { variants: readonly ProductVariant[] };

/** What a product (or one of its variants, where it says otherwise) contains. */
export const allergensOf = (
  product: Pick<Product, 'allergens'>,
  variant?: Pick<ProductVariant, 'allergens'>,
): readonly Allergen[] | null => variant?.allergens ?? product.allergens;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The allergens in words (never by a colour or an icon alone). */
export function allergenText(allergens: readonly Allergen[] | null): string {
  if (allergens === null) return 'Non renseignés\u00a0: demandez-nous en boutique.';
  if (allergens.length === 0) return 'Aucun des 14 allergènes réglementaires.';
  const names = ALLERGEN_KEYS.filter((key) => allergens.includes(key)).map((key) => lowerFirst(ALLERGENS[key]));
  return `Contient\u00a0: ${names.join(', ')}.`;
}

/** The products page's « Sans … » and label filters: '' = every product. */
export interface DietFilter {
  without: Allergen | '';
  label: ProductLabel | '';
}
export const NO_DIET_FILTER: DietFilter = { without: '', label: '' };

/**
 * A product is « sans X » when one of its variants on sale (or the product itself) says what it
 * contains and X is not in it: a product whose allergens are not given is never offered as free of one.
 */
export function dietEntry(product: FoodInfo): DietEntry {
  const variants = activeVariants(product.variants);
  const lists = variants.length ? variants.map((variant) => allergensOf(product, variant)) : [product.allergens];
  const known = lists.filter((list) => list !== null);
  return { freeOf: ALLERGEN_KEYS.filter((key) => known.some((list) => !list.includes(key))), labels: product.labels };
}

export const matchesDiet = (product: FoodInfo, filter: DietFilter): boolean => isDietListed(dietEntry(product), filter);

/** The filters worth offering: the allergens some product contains, the labels some product has. */
export function dietChoices(products: readonly FoodInfo[]): { allergens: Allergen[]; labels: ProductLabel[] } {
  const contained = new Set<Allergen>();
  const labels = new Set<ProductLabel>();
  for (const product of products) {
    for (const list of [product.allergens, ...product.variants.map((variant) => variant.allergens)]) {
      list?.forEach((allergen) => contained.add(allergen));
    }
    product.labels.forEach((label) => labels.add(label));
  }
  return {
    allergens: ALLERGEN_KEYS.filter((key) => contained.has(key)),
    labels: PRODUCT_LABEL_KEYS.filter((key) => labels.has(key)),
  };
}

/** The two selects' options, value → label: « Sans lait », « Label Rouge »… */
export function dietOptions(products: readonly FoodInfo[]): {
  without: Partial<Record<Allergen, string>>;
  label: Partial<Record<ProductLabel, string>>;
} {
  const { allergens, labels } = dietChoices(products);
  return {
    without: Object.fromEntries(allergens.map((key) => [key, `Sans ${lowerFirst(ALLERGEN_SHORT_NAMES[key])}`])),
    label: Object.fromEntries(labels.map((key) => [key, PRODUCT_LABELS[key]])),
  };
}
