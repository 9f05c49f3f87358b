import { Flex, Stack, Text } from '@chakra-ui/react';
import { SLOT_FIELDS, type DaysFormInput, type SlotField } from '@comptoir/core';
import { memo, useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ClosedSwitch } from './closed-switch';
import { SlotInputs } from './slot-inputs';

export interface DayRowProps<Out> {
  form: UseFormReturn<DaysFormInput, unknown, Out>;
  index: number;
  /** 'Lundi', or the date of a single-day period. */
  label: string;
}

function DayRowFields<Out>({ form, index, label }: DayRowProps<Out>) {
  const labelId = useId();
  const closed = useWatch({ control: form.control, name: `days.${index}.isClosed` });
  const pathOf = (field: SlotField) => `days.${index}.${field}` as const;
  return (
    <Flex
      role="group"
      aria-labelledby={labelId}
      direction={{ base: 'column', lg: 'row' }}
      gap={{ base: '2', lg: '4' }}
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="lg"
      bg={closed ? 'bg.muted' : 'bg'}
    >
      <Stack
        direction={{ base: 'row', lg: 'column' }}
        justify={{ base: 'space-between', lg: 'flex-start' }}
        align={{ base: 'center', lg: 'flex-start' }}
        gap="1"
        w={{ lg: '40' }}
        flexShrink={0}
      >
        <Text id={labelId} fontWeight="semibold">
          {label}
        </Text>
        <ClosedSwitch form={form} name={`days.${index}.isClosed`} label="Fermé" clears={SLOT_FIELDS.map(pathOf)} />
      </Stack>
      {closed ? (
        <Text fontSize="sm" color="fg.muted" alignSelf={{ lg: 'center' }}>
          Fermé toute la journée
        </Text>
      ) : (
        <Stack flex="1" minW="0">
          <SlotInputs form={form} pathOf={pathOf} />
        </Stack>
      )}
    </Flex>
  );
}

/**
 * One day: its name and 'Fermé', then its slots (hidden while closed). Stacks on phones. Its fields
 * follow their own state: the row is drawn again only when its day opens or closes, not each time
 * the form is (as it starts, and at each field's first change).
 */
export const DayRow = memo(DayRowFields) as typeof DayRowFields;
