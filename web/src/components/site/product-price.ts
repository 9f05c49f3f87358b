import { formatPriceDisplay, priceDisplay, type Product } from '@comptoir/core';

type PricedProduct = Pick<Product, 'price' | 'priceUnit' | 'priceInStore' | 'variants'>;

/** The card's price line: 'Prix en boutique', 'À partir de 5,90 € le pot'… */
export const productPriceText = (product: PricedProduct): string => formatPriceDisplay(priceDisplay(product));
