import { Switch } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';

export interface ClosedSwitchProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** The boolean field ('days.0.isClosed', 'isPeriodClosed'). */
  name: FieldPath<T>;
  label: string;
  /** The times a closed day or period loses. */
  clears: readonly FieldPath<T>[];
}

/** 'Fermé': switched on, it empties the times it governs (their inputs are then hidden). */
export function ClosedSwitch<T extends FieldValues, Out>({ form, name, label, clears }: ClosedSwitchProps<T, Out>) {
  const { field } = useController({ control: form.control, name });
  const toggle = (closed: boolean) => {
    field.onChange(closed);
    if (!closed) return;
    for (const path of clears) form.setValue(path, '' as PathValue<T, typeof path>);
    form.clearErrors(clears);
  };
  return (
    <Switch.Root
      checked={field.value === true}
      onCheckedChange={(details) => toggle(details.checked)}
      name={field.name}
      colorPalette="brand"
      minH="11"
    >
      <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
