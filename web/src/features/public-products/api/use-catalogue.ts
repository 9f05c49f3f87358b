import { availableProducts, type Entity, type productCategorySchema } from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';
import { useSite } from '@/components/site/site-context';
import { usePublishedCatalogue } from '@/hooks/use-published';

export interface Catalogue {
  status: 'loading' | 'ready';
  failed: boolean;
  /** Products on sale, in the owner's order. */
  products: PublicProduct[];
  /** Active categories, in the owner's order (a failed read leaves the filter without choices). */
  categories: Entity<typeof productCategorySchema>[];
}

/** The shop's active products and categories, live. Without a site, an empty catalogue. */
export function useCatalogue(today: string): Catalogue {
  const { siteId } = useSite();
  const catalogue = usePublishedCatalogue();
  const { products = [], productCategories = [] } = catalogue.data ?? {};
  return {
    status: siteId !== null && catalogue.status === 'loading' ? 'loading' : 'ready',
    failed: catalogue.status === 'error',
    products: availableProducts(
      products.filter((product) => product.isActive),
      today,
    ),
    categories: productCategories.filter((category) => category.isActive),
  };
}
