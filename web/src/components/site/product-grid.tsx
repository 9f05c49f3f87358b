import { SimpleGrid } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ProductCard, type PublicProduct } from './product-card';

// Loaded on the first click: the dialog's code stays out of the page's initial JavaScript.
const ProductDialog = lazy(() => import('./product-dialog').then((module) => ({ default: module.ProductDialog })));

export interface ProductGridProps {
  products: readonly PublicProduct[];
  /** Category names by id, shown on the cards and in the dialog. */
  categoryNames?: ReadonlyMap<string, string>;
  /** How many of the first cards are at the top of the page: their photos load first, not lazily. */
  firstInView?: number;
}

/** 1 to 4 columns by width; a card opens the product's dialog. */
export function ProductGrid({ products, categoryNames, firstInView = 0 }: ProductGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  // The last product stays mounted while the dialog closes, so it can animate out and return focus.
  const shown = products.find((product) => product.id === shownId);
  const categoryOf = (product: PublicProduct) =>
    product.categoryId ? categoryNames?.get(product.categoryId) : undefined;

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={{ base: '5', md: '6' }}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              categoryName={categoryOf(product)}
              priority={index < firstInView}
              onOpen={(element) => {
                trigger.current = element;
                setShownId(product.id);
                setOpenId(product.id);
              }}
            />
          </li>
        ))}
      </SimpleGrid>
      {shown && (
        <Suspense fallback={null}>
          <ProductDialog
            key={shown.id}
            product={shown}
            categoryName={categoryOf(shown)}
            open={openId === shown.id}
            onClose={() => setOpenId(null)}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      )}
    </>
  );
}
