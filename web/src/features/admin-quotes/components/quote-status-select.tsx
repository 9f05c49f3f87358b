import { Field, NativeSelect } from '@chakra-ui/react';
import { QUOTE_STATUSES, type QuoteStatus } from '@comptoir/core';
import { QUOTE_STATUS_LABELS } from '@/components/admin/quote-status';

export interface QuoteStatusSelectProps {
  status: QuoteStatus;
  disabled: boolean;
  onChange(status: QuoteStatus): void;
}

const isStatus = (value: string): value is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(value);

/** New → in progress → completed: the one control that moves a request along (spec §3 leaves it open). */
export function QuoteStatusSelect({ status, disabled, onChange }: QuoteStatusSelectProps) {
  return (
    <Field.Root orientation="horizontal" gap="2" w="auto" disabled={disabled}>
      <Field.Label fontSize="sm" fontWeight="medium" flex="none">
        Statut
      </Field.Label>
      <NativeSelect.Root size="sm" w="9rem">
        <NativeSelect.Field
          value={status}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isStatus(next) && next !== status) onChange(next);
          }}
        >
          {QUOTE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {QUOTE_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
