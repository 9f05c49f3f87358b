import { NativeSelect } from '@chakra-ui/react';
import {
  pickupDays,
  pickupDayText,
  pickupSlotText,
  type PickupRules,
  type ReservationFormInput,
  type ReservationFormValues,
} from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';

export interface PickupFieldsProps {
  form: UseFormReturn<ReservationFormInput, unknown, ReservationFormValues>;
  rules: PickupRules;
}

/** A choice no longer offered stays shown, so its message makes sense and nothing chosen vanishes. */
const withChosen = (offered: readonly string[], chosen: string) =>
  chosen && !offered.includes(chosen) ? [chosen, ...offered] : offered;

/** The pick-up day (only the days with a slot left) and the day's half-hour slots. */
export function PickupFields({ form, rules }: PickupFieldsProps) {
  const { register, watch, getValues, setValue, formState } = form;
  const days = pickupDays(rules);
  const date = watch('pickupDate') ?? '';
  const time = watch('pickupTime') ?? '';
  const timesOf = (day: string) => days.find((entry) => entry.date === day)?.times ?? [];
  const day = register('pickupDate', {
    onChange: (event: { target: { value: string } }) => {
      if (!timesOf(event.target.value).includes(getValues('pickupTime') ?? '')) setValue('pickupTime', '');
    },
  });
  return (
    <>
      <FormField label="Jour de retrait" required error={formState.errors.pickupDate?.message}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field {...day} placeholder="Choisissez un jour">
            {withChosen(
              days.map((entry) => entry.date),
              date,
            ).map((value) => (
              <option key={value} value={value}>
                {pickupDayText(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Créneau de retrait" required error={formState.errors.pickupTime?.message}>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            {...register('pickupTime')}
            placeholder={date ? 'Choisissez un créneau' : 'Choisissez d’abord un jour'}
          >
            {withChosen(timesOf(date), time).map((value) => (
              <option key={value} value={value}>
                {pickupSlotText(value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </>
  );
}
