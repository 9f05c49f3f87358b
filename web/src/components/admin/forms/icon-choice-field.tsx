import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { IconChoice, type ContentIconName } from './icon-choice';

export interface IconChoiceFieldProps<T extends FieldValues, Out, N extends ContentIconName> {
  form: UseFormReturn<T, unknown, Out>;
  /** A field holding one of `options`. */
  name: FieldPath<T>;
  options: readonly N[];
  label?: string;
}

/** An IconChoice bound to one field of a react-hook-form form, with its French message. */
export function IconChoiceField<T extends FieldValues, Out, N extends ContentIconName>({
  form,
  name,
  options,
  label = 'Icône',
}: IconChoiceFieldProps<T, Out, N>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value = options.find((option) => option === field.value);
  return (
    <IconChoice
      label={label}
      options={options}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
