import { ADMIN_PRODUCT_SORTS, NO_CATEGORY, sortLabels, type AdminProductSort } from '@comptoir/core';
import { ProductFiltersForm, type ProductFiltersState } from '@/components/site/product-filters-form';

const SORT_LABELS = sortLabels(ADMIN_PRODUCT_SORTS);

/** Search, category and sort of the product grid, each labelled; the search takes a row of its own on phones. */
export function ProductFilters(props: ProductFiltersState<AdminProductSort>) {
  return (
    <ProductFiltersForm
      {...props}
      sorts={SORT_LABELS}
      searchPlaceholder="Nom ou description"
      lastCategory={{ value: NO_CATEGORY, label: 'Sans catégorie' }}
      searchColumn={{ base: 'span 2', md: 'auto' }}
      templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr' }}
      gap="3"
    />
  );
}
