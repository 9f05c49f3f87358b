import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
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
          <chakra.label
            key={mode}
            display="flex"
            alignItems="center"
            gap="2"
            px="3"
            minH="11"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            fontSize="sm"
            _hover={{ bg: 'bg.muted' }}
            css={{
              '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', fontWeight: 'semibold' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' },
            }}
          >
            <chakra.input type="radio" value={mode} accentColor="brand.solid" {...form.register('mode')} />
            {MODE_LABELS[mode]}
          </chakra.label>
        ))}
      </SimpleGrid>
    </Box>
  );
}
