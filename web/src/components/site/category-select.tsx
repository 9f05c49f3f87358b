import { NativeSelect } from '@chakra-ui/react';

/** A choice of the category select that is not one of the shop's categories. */
export interface CategoryChoice {
  value: string;
  label: string;
}

export interface CategorySelectProps extends NativeSelect.FieldProps {
  categories: readonly { id: string; name: string }[];
  /** The first choice ('Toutes les catégories', 'Aucune catégorie'). */
  first: CategoryChoice;
  /** A last choice after the shop's categories (the back office's 'Sans catégorie'). */
  last?: CategoryChoice;
}

/** A native select of the shop's categories, in their order, between a first and an optional last choice. */
export function CategorySelect({ categories, first, last, ...field }: CategorySelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value={first.value}>{first.label}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
        {last && <option value={last.value}>{last.label}</option>}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
