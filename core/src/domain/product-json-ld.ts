import type { Product } from '../model/products';
import { isSoldOut, priceDisplay } from './price-display';

type JsonLdProduct = Pick<
  Product,
  'name' | 'description' | 'imageUrl' | 'price' | 'priceUnit' | 'priceInStore' | 'variants'
>;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Products of the products page, with what is known: name, description, image, and
 * an offer (the lowest price, in euros) only when the page shows a price.
 */
export function productsJsonLd(products: readonly JsonLdProduct[], pageUrl: string): Record<string, unknown> {
  const absolute = (path: string) => (path.startsWith('/') ? new URL(path, pageUrl).href : path);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: pageUrl,
    itemListElement: products.map((product, index) => {
      const display = priceDisplay(product);
      const offer =
        display.kind === 'price'
          ? {
              '@type': 'Offer',
              price: display.amount.toFixed(2),
              priceCurrency: 'EUR',
              availability: isSoldOut(product.variants) ? OUT_OF_STOCK : IN_STOCK,
            }
          : null;
      const item = Object.fromEntries(
        Object.entries({
          '@type': 'Product',
          name: product.name,
          description: product.description,
          image: product.imageUrl ? absolute(product.imageUrl) : '',
          ...(offer ? { offers: offer } : {}),
        }).filter(([, value]) => value !== ''),
      );
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  };
}
