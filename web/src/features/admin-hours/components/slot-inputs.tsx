import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SlotField } from '@comptoir/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormInput } from '@/components/admin/forms/form-input';

const SLOTS = [
  { caption: 'Matin', open: 'morningOpen', close: 'morningClose', of: 'du matin' },
  { caption: 'Après-midi', open: 'afternoonOpen', close: 'afternoonClose', of: 'de l’après-midi' },
] as const;
/** One object for every render: a field is drawn again only when its props change. */
const SLOT_SIZE = { base: 'lg', md: 'md' } as const;

export interface SlotInputsProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** Where each time lives in the form ('days.2.morningOpen', 'times.morningOpen'). */
  pathOf(field: SlotField): FieldPath<T>;
}

/** A day's morning and afternoon, each an opening and a closing time; errors under their input. */
export function SlotInputs<T extends FieldValues, Out>({ form, pathOf }: SlotInputsProps<T, Out>) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '3', md: '5' }}>
      {SLOTS.map((slot) => (
        <Stack key={slot.caption} gap="1.5">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" aria-hidden="true">
            {slot.caption}
          </Text>
          <SimpleGrid columns={2} gap="2" alignItems="start">
            <FormInput
              form={form}
              name={pathOf(slot.open)}
              label="Ouverture"
              aria-label={`Ouverture ${slot.of}`}
              type="time"
              size={SLOT_SIZE}
            />
            <FormInput
              form={form}
              name={pathOf(slot.close)}
              label="Fermeture"
              aria-label={`Fermeture ${slot.of}`}
              type="time"
              size={SLOT_SIZE}
            />
          </SimpleGrid>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
