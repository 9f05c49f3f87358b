import { NativeSelect } from '@chakra-ui/react';

export interface OptionsSelectProps extends NativeSelect.FieldProps {
  /** value → French label, in display order. */
  options: Readonly<Record<string, string>>;
  /** A first, empty choice ('' value), when none is required. */
  placeholder?: string;
}

/** A native select over a table of labelled values (the phone's own picker on mobile). */
export function OptionsSelect({ options, placeholder, ...field }: OptionsSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {Object.entries(options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
