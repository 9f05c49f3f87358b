import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';

export interface FormInputProps<T extends FieldValues, Out> extends Omit<InputProps, 'form' | 'name'> {
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  helper?: string;
  required?: boolean;
  /** A multi-line text area of this many rows instead of a one-line input. */
  rows?: number;
}

/** One labelled back-office field bound to a react-hook-form form, with its French message. */
export function FormInput<T extends FieldValues, Out>({
  form,
  name,
  label,
  helper,
  required,
  rows,
  ...input
}: FormInputProps<T, Out>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField label={label} helper={helper} error={error?.message} required={required}>
      {rows ? <Textarea rows={rows} {...form.register(name)} /> : <Input {...input} {...form.register(name)} />}
    </FormField>
  );
}
