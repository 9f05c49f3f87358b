import { GridItem } from '@chakra-ui/react';
import type { PlatformDetails, PlatformDetailsInput } from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';
import { FieldsSection } from '@/components/admin/forms/fields-section';
import { FormInput } from '@/components/admin/forms/form-input';

export type PlatformForm = UseFormReturn<PlatformDetailsInput, unknown, PlatformDetails>;

export interface ProviderFieldsProps {
  form: PlatformForm;
  provider: 'host' | 'emailProvider';
  title: string;
  description: string;
}

/** A company the platform relies on: name, address, phone. */
export function ProviderFields({ form, provider, title, description }: ProviderFieldsProps) {
  return (
    <FieldsSection title={title} description={description}>
      <FormInput form={form} name={`${provider}.name`} label="Raison sociale" autoComplete="off" />
      <FormInput form={form} name={`${provider}.phone`} label="Téléphone" type="tel" inputMode="tel" />
      <GridItem colSpan={{ md: 2 }}>
        <FormInput form={form} name={`${provider}.address`} label="Adresse" autoComplete="off" />
      </GridItem>
    </FieldsSection>
  );
}
