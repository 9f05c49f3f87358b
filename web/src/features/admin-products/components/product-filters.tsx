import { Grid, NativeSelect } from '@chakra-ui/react';
import { ADMIN_PRODUCT_SORTS, ALL_CATEGORIES, NO_CATEGORY, sortLabels, type AdminProductSort } from '@comptoir/core';
import { OptionsSelect } from '@/components/ui/options-select';
import { FormField } from '@/components/site/form-field';
import { SearchInput } from '@/components/site/search-input';
import type { CategoryEntity } from '../api/use-products';
import type { AdminProductFilters as Filters } from '../hooks/use-product-listing';

const SORT_LABELS = sortLabels(ADMIN_PRODUCT_SORTS);

export interface ProductFiltersProps {
  filters: Filters;
  categories: readonly CategoryEntity[];
  onChange(patch: Partial<Filters>): void;
}

/** Search, category and sort of the product grid, each labelled. */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  return (
    <Grid
      as="form"
      role="search"
      aria-label="Filtrer les produits"
      onSubmit={(event) => event.preventDefault()}
      templateColumns={{ base: '1fr 1fr', md: '2fr 1fr 1fr' }}
      gap="3"
      alignItems="end"
    >
      <FormField label="Rechercher" gridColumn={{ base: 'span 2', md: 'auto' }}>
        <SearchInput
          value={filters.search}
          placeholder="Nom ou description"
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </FormField>
      <FormField label="Catégorie">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.categoryId}
            onChange={(event) => onChange({ categoryId: event.target.value })}
          >
            <option value={ALL_CATEGORIES}>Toutes les catégories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            <option value={NO_CATEGORY}>Sans catégorie</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Trier par">
        <OptionsSelect
          options={SORT_LABELS}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as AdminProductSort })}
        />
      </FormField>
    </Grid>
  );
}
