import { describe, expect, it } from 'vitest';
import { testProduct, testVariant } from '../testing/product';
import { productsJsonLd } from './product-json-ld';

const variant = testVariant;
const product = testProduct;

describe('the products page’s JSON-LD', () => {
  it('gives each product what is known, and an offer only where a price is shown', () => {
    const priced = product({ name: 'Comté', description: 'Affiné 18 mois', imageUrl: '/seed/comte.webp' });
    const inStore = product({ name: 'Truffe', variants: [variant({ price: null, priceInStore: true })] });
    const soldOut = product({ name: 'Miel', variants: [variant({ price: 8, inStock: false })] });
    expect(productsJsonLd([priced, inStore, soldOut], 'https://epicerie.example/merchant/products')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url: 'https://epicerie.example/merchant/products',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Product',
            name: 'Comté',
            description: 'Affiné 18 mois',
            image: 'https://epicerie.example/seed/comte.webp',
            offers: {
              '@type': 'Offer',
              price: '5.00',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
            },
          },
        },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Product', name: 'Truffe' } },
        {
          '@type': 'ListItem',
          position: 3,
          item: {
            '@type': 'Product',
            name: 'Miel',
            offers: {
              '@type': 'Offer',
              price: '8.00',
              priceCurrency: 'EUR',
              availability: 'https://schema.org/OutOfStock',
            },
          },
        },
      ],
    });
  });
});
