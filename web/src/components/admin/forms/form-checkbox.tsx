import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

export interface FormCheckboxProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  helper?: string;
}

/** A labelled checkbox bound to a boolean field of a react-hook-form form. */
export function FormCheckbox<T extends FieldValues, Out>({ form, name, label, helper }: FormCheckboxProps<T, Out>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Stack gap="0.5">
          <Checkbox.Root
            checked={Boolean(field.value)}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            name={field.name}
            colorPalette="brand"
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {helper && (
            <Text fontSize="xs" color="fg.muted" ps="7">
              {helper}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
