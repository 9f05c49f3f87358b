import { NativeSelect } from '@chakra-ui/react';
import { AUDIENCE_PERIODS, AUDIENCE_PERIOD_KEYS, type AudiencePeriodKey } from '@comptoir/core';
import { FormField } from '@/components/site/form-field';

/** « Période »: 7, 30 or 90 days, or 12 months. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: AudiencePeriodKey;
  onChange(key: AudiencePeriodKey): void;
}) {
  return (
    <FormField label="Période" w={{ base: 'full', sm: '13rem' }}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as AudiencePeriodKey)}
        >
          {AUDIENCE_PERIOD_KEYS.map((key) => (
            <option key={key} value={key}>
              {AUDIENCE_PERIODS[key].label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
