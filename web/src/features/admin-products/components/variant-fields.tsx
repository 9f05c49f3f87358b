import { Grid, Stack, Text } from '@chakra-ui/react';
import { ALLERGENS } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormInput } from '@/components/admin/forms/form-input';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import type { ProductForm } from '../hooks/use-product-form';
import { FormCheckbox } from '@/components/admin/forms/form-checkbox';
import { FormCheckboxList } from '@/components/admin/forms/form-checkbox-list';

export interface VariantFieldsProps {
  form: ProductForm;
  index: number;
}

/** A variant card in its editing state. */
export function VariantFields({ form, index }: VariantFieldsProps) {
  const [inStore, ownAllergens] = useWatch({
    control: form.control,
    name: [`variants.${index}.priceInStore`, `variants.${index}.ownAllergens`],
  });
  return (
    <Stack gap="4">
      <FormInput form={form} name={`variants.${index}.name`} label="Nom de la déclinaison" required />
      <FormInput form={form} name={`variants.${index}.description`} label="Description" rows={2} />
      <FormCheckbox
        form={form}
        name={`variants.${index}.priceInStore`}
        label="Prix en boutique"
        helper={'Aucun prix n’est affiché\u00a0: le site indique «\u00a0Prix en boutique\u00a0».'}
      />
      {inStore ? (
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          Prix en boutique
        </Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormInput
            form={form}
            name={`variants.${index}.price`}
            label="Prix (€)"
            required
            // Text, not number: a number input drops or misreads the comma in some locales.
            inputMode="decimal"
            autoComplete="off"
            placeholder="12,50"
          />
          <FormInput
            form={form}
            name={`variants.${index}.priceUnit`}
            label="Unité"
            helper={'Par exemple\u00a0: le pot, /kg'}
            maxLength={30}
          />
        </Grid>
      )}
      <FormCheckbox
        form={form}
        name={`variants.${index}.ownAllergens`}
        label="Allergènes différents du produit"
        helper="Par exemple une tomme aux noix parmi des tommes nature."
      />
      {ownAllergens && (
        <FormCheckboxList
          form={form}
          name={`variants.${index}.allergens`}
          legend="Allergènes de cette déclinaison"
          helper="Rien de coché : aucun des 14 allergènes réglementaires."
          options={ALLERGENS}
        />
      )}
      <FormCheckbox
        form={form}
        name={`variants.${index}.isActive`}
        label="Déclinaison active"
        helper="Une déclinaison inactive n’apparaît pas sur le site."
      />
      <ImageUploadField
        form={form}
        name={`variants.${index}.imageUrl`}
        label="Photo de la déclinaison"
        helper={index === 0 ? 'La photo de la première déclinaison illustre aussi le produit.' : undefined}
        folder="product"
        previewWidth={200}
        previewHeight={150}
      />
    </Stack>
  );
}
