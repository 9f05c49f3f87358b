import { Input, Text } from '@chakra-ui/react';
import type { NewSiteFormValues } from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';
import { OwnerField } from './owner-field';

export interface SiteFieldsProps {
  form: UseFormReturn<NewSiteFormValues>;
  /** Another site's name that reads the same as the one typed. */
  duplicateOf: string | null;
}

/** A site's name (warned when another site has it) and its owner, for creating and editing. */
export function SiteFields({ form, duplicateOf }: SiteFieldsProps) {
  const { register, formState } = form;
  return (
    <>
      <FormField label="Nom du site" error={formState.errors.name?.message} required>
        <Input placeholder="Boulangerie Martin" {...register('name')} />
      </FormField>
      {duplicateOf && (
        <Text role="status" fontSize="sm" color="orange.fg" mt="-2">
          {`Un site s’appelle déjà «\u00a0${duplicateOf}\u00a0». Vérifiez qu’il ne s’agit pas du même commerce avant de continuer.`}
        </Text>
      )}
      <OwnerField form={form} />
    </>
  );
}
