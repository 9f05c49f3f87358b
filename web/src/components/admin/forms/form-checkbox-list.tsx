import { Box, Checkbox, CheckboxGroup, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

export interface FormCheckboxListProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** A field holding the keys ticked. */
  name: FieldPath<T>;
  legend: string;
  helper?: string;
  /** key → French label, in the order shown. */
  options: Readonly<Record<string, string>>;
}

/** A group of labelled checkboxes (one per option) bound to a list field, two columns from small screens. */
export function FormCheckboxList<T extends FieldValues, Out>({
  form,
  name,
  legend,
  helper,
  options,
}: FormCheckboxListProps<T, Out>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Box as="fieldset" minW="0">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
            {legend}
          </Text>
          {helper && (
            <Text fontSize="xs" color="fg.muted" mb="2">
              {helper}
            </Text>
          )}
          <CheckboxGroup
            value={(field.value as string[] | undefined) ?? []}
            onValueChange={field.onChange}
            name={field.name}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="1">
              {Object.entries(options).map(([key, label]) => (
                <Checkbox.Root key={key} value={key} colorPalette="brand" minH={{ base: '11', sm: '9' }}>
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        </Box>
      )}
    />
  );
}
