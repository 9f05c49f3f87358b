import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { RadioChoice } from '@/components/admin/forms/radio-choice';
import {
  PERIOD_MODES,
  type PeriodMode,
  type SpecialPeriodFormInput,
  type SpecialPeriodFormValues,
} from '@comptoir/core';
import type { UseFormReturn } from 'react-hook-form';

/** The special period dialog's form. */
export type PeriodForm = UseFormReturn<SpecialPeriodFormInput, unknown, SpecialPeriodFormValues>;

const MODE_LABELS: Record<PeriodMode, string> = { single: 'Un seul jour', range: 'Plusieurs jours' };

/** Single day or range, as two native radio buttons: arrow keys move between them. */
export function PeriodModeField({ form }: { form: PeriodForm }) {
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
        Durée
      </Text>
      <SimpleGrid columns={2} gap="2">
        {PERIOD_MODES.map((mode) => (
          <RadioChoice key={mode}>
            <chakra.input type="radio" value={mode} accentColor="brand.solid" {...form.register('mode')} />
            {MODE_LABELS[mode]}
          </RadioChoice>
        ))}
      </SimpleGrid>
    </Box>
  );
}
