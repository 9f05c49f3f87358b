import { Grid, type GridItemProps, type GridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ALL_CATEGORIES, type ProductFilters } from '@comptoir/core';
import { OptionsSelect } from '@/components/ui/options-select';
import { CategorySelect, type CategorySelectProps } from './category-select';
import { FormField } from './form-field';
import { SearchInput } from './search-input';
import { CATEGORY_FIELD, SEARCH_FIELD, SORT_FIELD } from '@/lib/hydration/early-listing';

/** What a screen gives its product filters: their values, the shop's categories, what a change does. */
export interface ProductFiltersState<Sort extends string> {
  filters: ProductFilters<Sort>;
  categories: CategorySelectProps['categories'];
  onChange: (patch: Partial<ProductFilters<Sort>>) => void;
}

export interface ProductFiltersFormProps<Sort extends string>
  extends ProductFiltersState<Sort>, Omit<GridProps, 'onChange'> {
  /** The sorts offered, value → label, in the select's order. */
  sorts: Readonly<Record<Sort, string>>;
  searchPlaceholder: string;
  /** A last category choice (the back office's 'Sans catégorie'). */
  lastCategory?: CategorySelectProps['last'];
  /** Round search box and selects. */
  roundControls?: boolean;
  searchColumn?: GridItemProps['gridColumn'];
  /** The category's and the sort's columns (full width on a phone, when more filters share the grid). */
  selectColumn?: GridItemProps['gridColumn'];
  /** More filters, after the category (the public site's allergens and labels). */
  children?: ReactNode;
}

/**
 * A product list's search, category and sort, each labelled, in a search form that never submits;
 * the layout and look are the caller's (grid columns, gap, panel).
 */
export function ProductFiltersForm<Sort extends string>({
  filters,
  categories,
  onChange,
  sorts,
  searchPlaceholder,
  lastCategory,
  roundControls = false,
  searchColumn,
  selectColumn,
  children,
  ...grid
}: ProductFiltersFormProps<Sort>) {
  const radius = roundControls ? { borderRadius: 'full' } : {};
  return (
    <Grid
      as="form"
      role="search"
      aria-label="Filtrer les produits"
      onSubmit={(event) => event.preventDefault()}
      alignItems="end"
      {...grid}
    >
      <FormField label="Rechercher" gridColumn={searchColumn}>
        <SearchInput
          name={SEARCH_FIELD}
          value={filters.search}
          placeholder={searchPlaceholder}
          onChange={(event) => onChange({ search: event.target.value })}
          {...radius}
        />
      </FormField>
      <FormField label="Catégorie" gridColumn={selectColumn}>
        <CategorySelect
          name={CATEGORY_FIELD}
          categories={categories}
          first={{ value: ALL_CATEGORIES, label: 'Toutes les catégories' }}
          last={lastCategory}
          value={filters.categoryId}
          onChange={(event) => onChange({ categoryId: event.target.value })}
          {...radius}
        />
      </FormField>
      {children}
      <FormField label="Trier par" gridColumn={selectColumn}>
        <OptionsSelect
          name={SORT_FIELD}
          options={sorts}
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
          {...radius}
        />
      </FormField>
    </Grid>
  );
}
