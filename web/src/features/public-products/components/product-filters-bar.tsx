import { PUBLIC_PRODUCT_SORTS, sortLabels, type PublicProductSort } from '@comptoir/core';
import { ProductFiltersForm, type ProductFiltersState } from '@/components/site/product-filters-form';

const SORT_LABELS = sortLabels(PUBLIC_PRODUCT_SORTS);

/** Search, category and sort, each with a visible label, on a white panel with round controls. */
export function ProductFiltersBar(props: ProductFiltersState<PublicProductSort>) {
  return (
    <ProductFiltersForm
      {...props}
      sorts={SORT_LABELS}
      searchPlaceholder="Miel, fromage, confiture…"
      roundControls
      templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="bg"
      borderWidth="1px"
      borderColor="blackAlpha.100"
      borderRadius="2xl"
      shadow="sm"
    />
  );
}
