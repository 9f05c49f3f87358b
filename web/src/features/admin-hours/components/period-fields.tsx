import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SLOT_FIELDS, type SlotField } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormInput } from '@/components/admin/forms/form-input';
import { ClosedSwitch } from './closed-switch';
import { PeriodModeField, type PeriodForm } from './period-mode-field';
import { SlotInputs } from './slot-inputs';

const timePath = (field: SlotField) => `times.${field}` as const;
const TIME_PATHS = SLOT_FIELDS.map(timePath);

/** The period dialog's fields: a single day carries its times here, a longer period in 'Gérer les horaires'. */
export function PeriodFields({ form }: { form: PeriodForm }) {
  const [mode, closed] = useWatch({ control: form.control, name: ['mode', 'isPeriodClosed'] });
  const single = mode === 'single';
  return (
    <>
      <FormInput form={form} name="title" label="Titre" required placeholder="Congés d’été" />
      <FormInput form={form} name="description" label="Description" rows={3} />
      <PeriodModeField form={form} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
        <FormInput form={form} name="startDate" label="Date de début" type="date" required />
        {!single && <FormInput form={form} name="endDate" label="Date de fin" type="date" required />}
      </SimpleGrid>
      <ClosedSwitch form={form} name="isPeriodClosed" label="Fermé toute la période" clears={TIME_PATHS} />
      {single && !closed && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Horaires de ce jour. Sans horaire, la boutique s’affiche fermée ce jour-là.
          </Text>
          <SlotInputs form={form} pathOf={timePath} />
        </Stack>
      )}
      {!single && !closed && (
        <Text fontSize="sm" color="fg.muted">
          Les horaires de chaque jour de la période se règlent ensuite avec «&nbsp;Gérer les horaires&nbsp;».
        </Text>
      )}
    </>
  );
}
