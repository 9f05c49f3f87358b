import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import { memo } from 'react';
import { useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
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

function FormInputField<T extends FieldValues, Out>({
  form,
  name,
  label,
  helper,
  required,
  rows,
  ...input
}: FormInputProps<T, Out>) {
  // Its own field's state: a message shown or cleared redraws this field, not the whole form.
  const { error } = form.getFieldState(name, useFormState({ control: form.control, name, exact: true }));
  return (
    <FormField label={label} helper={helper} error={error?.message} required={required}>
      {rows ? <Textarea rows={rows} {...form.register(name)} /> : <Input {...input} {...form.register(name)} />}
    </FormField>
  );
}

/**
 * One labelled back-office field bound to a react-hook-form form, with its French message. Drawn
 * again only when its own props or state change: a form is drawn twice as it starts (react-hook-form
 * marks it ready) and again at each field's first change, and each time its fields stayed as they
 * were (docs/performance.md).
 */
export const FormInput = memo(FormInputField) as typeof FormInputField;
