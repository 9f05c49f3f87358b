import { Stack } from '@chakra-ui/react';
import { DAY_NAMES, type DaysFormInput } from '@comptoir/core';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { DayRow } from './day-row';

export interface DaysFieldsProps<Out> {
  form: UseFormReturn<DaysFormInput, unknown, Out>;
  /** A row's title; the weekday's name unless given. */
  labelOf?(dayOfWeek: number): string;
}

/** The rows of an hours form, in the form's order (Monday first): the regular week and a period's. */
export function DaysFields<Out>({ form, labelOf }: DaysFieldsProps<Out>) {
  const { fields } = useFieldArray({ control: form.control, name: 'days' });
  return (
    <Stack gap="3">
      {fields.map((day, index) => (
        <DayRow
          key={day.id}
          form={form}
          index={index}
          label={labelOf ? labelOf(day.dayOfWeek) : (DAY_NAMES[day.dayOfWeek] ?? '')}
        />
      ))}
    </Stack>
  );
}
