import type { ProductFilters } from '@comptoir/core';

export interface EmptyListing {
  title: string;
  description?: string;
}

/**
 * Which empty state the catalogue shows, or null when there is something to show: the site has no
 * products yet, the chosen category has none, or nothing matches the search.
 */
export function emptyListing(total: number, shown: number, filters: ProductFilters): EmptyListing | null {
  if (total === 0)
    return { title: 'Aucun produit trouvé', description: 'Aucun produit n’a encore été ajouté à ce site' };
  if (shown > 0) return null;
  if (filters.categoryId && filters.search.trim() === '')
    return { title: 'Aucun produit disponible dans cette catégorie' };
  return { title: 'Aucun produit trouvé', description: 'Aucun produit ne correspond à vos critères de recherche' };
}
