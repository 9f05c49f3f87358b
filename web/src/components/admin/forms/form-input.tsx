import { Input, Stack, Text, Textarea, type InputProps } from '@chakra-ui/react';
import { memo } from 'react';
import {
  useFormState,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { FormField } from '@/components/site/form-field';

export interface FormInputProps<T extends FieldValues, Out> extends Omit<InputProps, 'form' | 'name'> {
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  helper?: string;
  required?: boolean;
  /** A multi-line text area of this many rows instead of a one-line input. */
  rows?: number;
  /** At most this many characters: a counter under the field, red beyond it. */
  counter?: number;
}

/** « 48 / 200 caractères » as the owner types. */
function CharacterCount<T extends FieldValues, Out>({
  control,
  name,
  max,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  max: number;
}) {
  const value: unknown = useWatch({ control, name });
  const length = typeof value === 'string' ? value.trim().length : 0;
  return (
    <Text fontSize="xs" color={length > max ? 'fg.error' : 'fg.muted'} alignSelf="flex-end">
      {`${length}\u00a0/\u00a0${max}\u00a0caractères`}
    </Text>
  );
}

function FormInputField<T extends FieldValues, Out>({
  form,
  name,
  label,
  helper,
  required,
  rows,
  counter,
  ...input
}: FormInputProps<T, Out>) {
  // Its own field's state: a message shown or cleared redraws this field, not the whole form.
  const { error } = form.getFieldState(name, useFormState({ control: form.control, name, exact: true }));
  const field = (
    <FormField label={label} helper={helper} error={error?.message} required={required}>
      {rows ? <Textarea rows={rows} {...form.register(name)} /> : <Input {...input} {...form.register(name)} />}
    </FormField>
  );
  if (!counter) return field;
  return (
    <Stack gap="1">
      {field}
      <CharacterCount control={form.control} name={name} max={counter} />
    </Stack>
  );
}

/**
 * One labelled back-office field bound to a react-hook-form form, with its French message. Drawn
 * again only when its own props or state change: a form is drawn twice as it starts (react-hook-form
 * marks it ready) and again at each field's first change, and each time its fields stayed as they
 * were (docs/decisions.md).
 */
export const FormInput = memo(FormInputField) as typeof FormInputField;
