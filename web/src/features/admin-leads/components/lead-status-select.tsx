import { Field, NativeSelect } from '@chakra-ui/react';
import type { LeadStatuses } from '../lib/lead-view';

export interface LeadStatusSelectProps<S extends string> {
  statuses: LeadStatuses<S>;
  status: S;
  disabled: boolean;
  onChange(status: S): void;
}

/** The one control that moves a lead along its statuses. */
export function LeadStatusSelect<S extends string>({ statuses, status, disabled, onChange }: LeadStatusSelectProps<S>) {
  const isStatus = (value: string): value is S => (statuses.values as readonly string[]).includes(value);
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
          {statuses.values.map((value) => (
            <option key={value} value={value}>
              {statuses.labels[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
