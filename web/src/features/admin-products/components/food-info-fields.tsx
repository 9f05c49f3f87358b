import { Stack } from '@chakra-ui/react';
import { ALLERGENS, ORIGIN_MAX_LENGTH, PRODUCT_LABELS } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/components/admin/forms/form-checkbox';
import { FormCheckboxList } from '@/components/admin/forms/form-checkbox-list';
import { FormInput } from '@/components/admin/forms/form-input';
import type { ProductForm } from '../hooks/use-product-form';

const ALLERGENS_HELP =
  'Obligatoires pour ce qui se vend en vrac ou à la coupe\u00a0: le site les écrit en toutes lettres dans la fiche du produit.';

/** The product's allergens (« none » apart from « not given »), labels and origin. */
export function FoodInfoFields({ form }: { form: ProductForm }) {
  const free = useWatch({ control: form.control, name: 'allergenFree' });
  return (
    <Stack gap="4">
      <FormCheckbox
        form={form}
        name="allergenFree"
        label="Ne contient aucun des 14 allergènes réglementaires"
        helper={
          'Sans rien cocher ici ni plus bas, le site dit «\u00a0Non renseignés\u00a0: demandez-nous en boutique\u00a0».'
        }
      />
      {!free && (
        <FormCheckboxList
          form={form}
          name="allergens"
          legend="Allergènes contenus"
          helper={ALLERGENS_HELP}
          options={ALLERGENS}
        />
      )}
      <FormCheckboxList form={form} name="labels" legend="Labels" options={PRODUCT_LABELS} />
      <FormInput
        form={form}
        name="origin"
        label="Origine"
        helper={'Facultative, par exemple\u00a0: Producteur local – 12\u00a0km'}
        maxLength={ORIGIN_MAX_LENGTH}
      />
    </Stack>
  );
}
