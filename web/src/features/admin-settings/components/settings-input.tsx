import { Input, type InputProps } from '@chakra-ui/react';
import type { SettingsFormInput, SettingsFormValues } from '@comptoir/core';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';

export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;

export interface SettingsInputProps extends Omit<InputProps, 'form' | 'name'> {
  form: SettingsForm;
  name: FieldPath<SettingsFormInput>;
  label: string;
  helper?: string;
  required?: boolean;
}

/** One labelled settings field wired to the form, with its French message. */
export function SettingsInput({ form, name, label, helper, required, ...input }: SettingsInputProps) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} helper={helper} error={error?.message} required={required}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}
