import { refs, type Entity, type productCategorySchema, type productSchema } from '@comptoir/core';
import { useCollection } from '@/hooks/use-live';

export type ProductEntity = Entity<typeof productSchema>;
export type CategoryEntity = Entity<typeof productCategorySchema>;

const BY_ORDER = { orderBy: [['orderIndex', 'asc']] } as const;

/** Every product of the site, active or not, in the owner's order (live). */
export const useProducts = (siteId: string) => useCollection(refs.collection(siteId, 'products'), BY_ORDER);

/** The site's product categories in their order (the same live query as the category editor). */
export const useProductCategories = (siteId: string) =>
  useCollection(refs.collection(siteId, 'productCategories'), BY_ORDER);
