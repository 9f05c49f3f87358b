import { Field, Grid, NativeSelect } from '@chakra-ui/react';
import { OptionsSelect } from '@/components/ui/options-select';
import {
  ALL_CATEGORIES,
  PUBLIC_PRODUCT_SORTS,
  sortLabels,
  type Entity,
  type ProductFilters,
  type productCategorySchema,
  type PublicProductSort,
} from '@comptoir/core';
import { SearchInput } from '@/components/site/search-input';

type Filters = ProductFilters<PublicProductSort>;

const SORT_LABELS = sortLabels(PUBLIC_PRODUCT_SORTS);

export interface ProductFiltersBarProps {
  filters: Filters;
  categories: readonly Entity<typeof productCategorySchema>[];
  onChange: (patch: Partial<Filters>) => void;
}

/** Search, category and sort, each with a visible label. */
export function ProductFiltersBar({ filters, categories, onChange }: ProductFiltersBarProps) {
  return (
    <Grid
      as="form"
      role="search"
      aria-label="Filtrer les produits"
      onSubmit={(event) => event.preventDefault()}
      templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }}
      gap="4"
      alignItems="end"
      p={{ base: '4', md: '5' }}
      bg="bg"
      borderWidth="1px"
      borderColor="blackAlpha.100"
      borderRadius="2xl"
      shadow="sm"
    >
      <Field.Root>
        <Field.Label>Rechercher</Field.Label>
        <SearchInput
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Miel, fromage, confiture…"
          borderRadius="full"
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Catégorie</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.categoryId}
            onChange={(event) => onChange({ categoryId: event.target.value })}
            borderRadius="full"
          >
            <option value={ALL_CATEGORIES}>Toutes les catégories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Trier par</Field.Label>
        <OptionsSelect
          options={SORT_LABELS}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as PublicProductSort })}
          borderRadius="full"
        />
      </Field.Root>
    </Grid>
  );
}
