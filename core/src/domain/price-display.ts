import type { Product, ProductVariant } from '../model/products';

export type PriceDisplay =
  { kind: 'in-store' } | { kind: 'price'; from: boolean; amount: number; unit: string } | { kind: 'none' };

const priced = (variant: Pick<ProductVariant, 'price' | 'priceInStore'>) =>
  !variant.priceInStore && variant.price !== null && variant.price > 0;

/**
 * All variants in store → 'Prix en boutique'; a mix → 'À partir de' the lowest
 * price; one price → that price; several prices → 'À partir de' the lowest (one price shared by
 * every variant shows as that price). Without variants, the product's own price.
 */
export function priceDisplay(
  product: Pick<Product, 'price' | 'priceUnit' | 'priceInStore'> & { variants: readonly ProductVariant[] },
): PriceDisplay {
  const variants = product.variants.filter((variant) => variant.isActive);
  if (variants.length === 0) {
    if (product.priceInStore) return { kind: 'in-store' };
    return product.price !== null && product.price > 0
      ? { kind: 'price', from: false, amount: product.price, unit: product.priceUnit }
      : { kind: 'none' };
  }
  const withPrice = variants.filter(priced);
  if (withPrice.length === 0) return variants.some((v) => v.priceInStore) ? { kind: 'in-store' } : { kind: 'none' };
  const lowest = withPrice.reduce((min, variant) => ((variant.price ?? 0) < (min.price ?? 0) ? variant : min));
  const samePrice = withPrice.every((v) => v.price === lowest.price && v.priceUnit === lowest.priceUnit);
  const from = withPrice.length < variants.length || !samePrice;
  return { kind: 'price', from, amount: lowest.price ?? 0, unit: lowest.priceUnit };
}

const EUROS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,50 €', '4,90 €/kg', '8,00 € le pot' (spaces are non-breaking, as in French typography). */
export function formatPrice(amount: number, unit = ''): string {
  const price = `${EUROS.format(amount)}\u00a0€`;
  const trimmed = unit.trim();
  if (!trimmed) return price;
  return trimmed.startsWith('/') ? `${price}${trimmed}` : `${price}\u00a0${trimmed}`;
}

export function formatPriceDisplay(display: PriceDisplay): string {
  if (display.kind === 'in-store') return 'Prix en boutique';
  if (display.kind === 'none') return '';
  return `${display.from ? 'À partir de ' : ''}${formatPrice(display.amount, display.unit)}`;
}

/** One variant's own price: its amount and unit, or 'Prix en boutique'. */
export const variantPriceText = (variant: Pick<ProductVariant, 'price' | 'priceUnit' | 'priceInStore'>): string =>
  formatPriceDisplay(priceDisplay({ ...variant, variants: [] }));

/** Active variants in their order (the dialog lists them when there are several). */
export const activeVariants = (variants: readonly ProductVariant[]): ProductVariant[] =>
  variants.filter((variant) => variant.isActive).sort((a, b) => a.orderIndex - b.orderIndex);

/** Every variant a visitor can see is out of stock: the card says « Rupture de stock ». */
export function isSoldOut(variants: readonly ProductVariant[]): boolean {
  const shown = activeVariants(variants);
  return shown.length > 0 && shown.every((variant) => !variant.inStock);
}
