import { PUBLIC_PRODUCT_SORTS, sortLabels, type DietFilter, type PublicProductSort } from '@comptoir/core';
import { FormField } from '@/components/site/form-field';
import { ProductFiltersForm, type ProductFiltersState } from '@/components/site/product-filters-form';
import { OptionsSelect } from '@/components/ui/options-select';
import { LABEL_FIELD, WITHOUT_FIELD } from '@/lib/hydration/early-listing';

const SORT_LABELS = sortLabels(PUBLIC_PRODUCT_SORTS);
const DIET_LABELS = { without: 'Allergènes', label: 'Label' } as const;
/** Named for the list's filter before the app (early-listing.ts). */
const DIET_FIELDS = { without: WITHOUT_FIELD, label: LABEL_FIELD } as const;

export interface DietFilterState {
  diet: DietFilter;
  /** The choices some product allows (none: the select is left out). */
  options: { without: Readonly<Record<string, string>>; label: Readonly<Record<string, string>> };
  onDietChange: (patch: Partial<DietFilter>) => void;
}

/**
 * Search, category, allergens and labels (when some product has them) and sort, each with a visible
 * label, on a white panel with round controls.
 */
export function ProductFiltersBar({
  diet,
  options,
  onDietChange,
  ...props
}: ProductFiltersState<PublicProductSort> & DietFilterState) {
  const withAllergens = Object.keys(options.without).length > 0;
  const withLabels = Object.keys(options.label).length > 0;
  const columns = 2 + Number(withAllergens) + Number(withLabels);
  // On a phone: every control on its own line but the two diet selects, side by side.
  const dietColumn = withAllergens && withLabels ? undefined : { base: '1 / -1', md: 'auto' };
  return (
    <ProductFiltersForm
      {...props}
      sorts={SORT_LABELS}
      searchPlaceholder="Miel, fromage, confiture…"
      roundControls
      templateColumns={
        columns === 2 ? { base: '1fr', md: '2fr 1fr 1fr' } : { base: '1fr 1fr', md: `repeat(${columns}, 1fr)` }
      }
      searchColumn={columns === 2 ? undefined : '1 / -1'}
      selectColumn={columns === 2 ? undefined : { base: '1 / -1', md: 'auto' }}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="bg"
      borderWidth="1px"
      borderColor="blackAlpha.100"
      borderRadius="2xl"
      shadow="sm"
    >
      {(['without', 'label'] as const).map(
        (key) =>
          Object.keys(options[key]).length > 0 && (
            <FormField key={key} label={DIET_LABELS[key]} gridColumn={dietColumn}>
              <OptionsSelect
                name={DIET_FIELDS[key]}
                options={options[key]}
                placeholder="Tous"
                value={diet[key]}
                onChange={(event) => onDietChange({ [key]: event.target.value })}
                borderRadius="full"
              />
            </FormField>
          ),
      )}
    </ProductFiltersForm>
  );
}
