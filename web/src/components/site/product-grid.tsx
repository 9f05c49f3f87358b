import { SimpleGrid } from '@chakra-ui/react';
import { memo, useId, useMemo } from 'react';
import { PagePart } from '@/lib/hydration/page-part';
import { preloadable } from '@/lib/preloadable';
import { ProductCard } from './product-card';
import type { PublicProduct } from './public-product';
import { listingData } from './listing-data';

// Its own chunk: a page rendered in the browser loads it after the grid; a server-rendered page
// has every dialog already, closed (they open before any script), and loads it before hydrating.
const ProductDialog = preloadable(() => import('./product-dialog').then((module) => module.ProductDialog));

export interface ProductGridProps {
  products: readonly PublicProduct[];
  /** Category names by id, shown on the cards and in the dialog. */
  categoryNames?: ReadonlyMap<string, string>;
  /** How many of the first cards are at the top of the page: their photos load first, not lazily. */
  firstInView?: number;
  /**
   * Searched, filtered and sorted above: each item carries what decides whether it is listed and
   * where, so that a server-rendered page answers them before its app (lib/hydration/early-listing.ts).
   */
  searchable?: boolean;
}

/**
 * 1 to 4 columns by width; a card opens the product's dialog. Drawn again only when what it lists
 * changes, not with each keystroke in a search above it.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  categoryNames,
  firstInView = 0,
  searchable = false,
}: ProductGridProps) {
  const prefix = useId();
  const listing = useMemo(() => (searchable ? listingData(products) : null), [searchable, products]);
  const dialogId = (product: PublicProduct) => `${prefix}product-${product.id}`;
  const categoryOf = (product: PublicProduct) =>
    product.categoryId ? categoryNames?.get(product.categoryId) : undefined;

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={{ base: '5', md: '6' }}>
        {products.map((product, index) => (
          <li key={product.id} {...listing?.get(product.id)}>
            <ProductCard
              product={product}
              categoryName={categoryOf(product)}
              priority={index < firstInView}
              dialogId={dialogId(product)}
            />
          </li>
        ))}
      </SimpleGrid>
      <PagePart fallback={null}>
        {products.map((product) => (
          <ProductDialog key={product.id} id={dialogId(product)} product={product} categoryName={categoryOf(product)} />
        ))}
      </PagePart>
    </>
  );
});
