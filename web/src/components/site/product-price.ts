import { formatPriceDisplay, priceDisplay, type Product, type ProductVariant } from '@comptoir/core';

type PricedProduct = Pick<Product, 'price' | 'priceUnit' | 'priceInStore' | 'variants'>;

/** The card's price line (public spec §9): 'Prix en boutique', 'À partir de 5,90 € le pot'… */
export const productPriceText = (product: PricedProduct): string => formatPriceDisplay(priceDisplay(product));

/** One variant's own price: its amount and unit, or 'Prix en boutique'. */
export const variantPriceText = (variant: ProductVariant): string =>
  formatPriceDisplay(
    priceDisplay({
      price: variant.price,
      priceUnit: variant.priceUnit,
      priceInStore: variant.priceInStore,
      variants: [],
    }),
  );
