import { availableProducts, refs, type Entity, type productCategorySchema } from '@comptoir/core';
import type { PublicProduct } from '@/components/site/public-product';
import { useCollection } from '@/hooks/use-live';

// Equality filter only (no composite index): sorting happens on the page.
const ACTIVE = { where: [['isActive', '==', true]] } as const;

export interface Catalogue {
  status: 'loading' | 'ready';
  failed: boolean;
  /** Products on sale, in the owner's order. */
  products: PublicProduct[];
  /** Active categories, in the owner's order (a failed read leaves the filter without choices). */
  categories: Entity<typeof productCategorySchema>[];
}

/** The shop's active products and categories, live. Without a site, an empty catalogue. */
export function useCatalogue(siteId: string | null, today: string): Catalogue {
  const products = useCollection(siteId ? refs.collection(siteId, 'products') : null, ACTIVE);
  const categories = useCollection(siteId ? refs.collection(siteId, 'productCategories') : null, ACTIVE);
  const loading = siteId !== null && (products.status === 'loading' || categories.status === 'loading');
  return {
    status: loading ? 'loading' : 'ready',
    failed: products.status === 'error',
    products: availableProducts(products.data ?? [], today),
    categories: [...(categories.data ?? [])].sort((a, b) => a.orderIndex - b.orderIndex),
  };
}
