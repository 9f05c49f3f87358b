import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'label' | 'ids'> {
  label: string;
  /** The field's message; set, it marks the field invalid and describes it. */
  error?: string | undefined;
  helper?: string;
  children: ReactNode;
}

/** A labelled form control: asterisk when required, error text linked to the control. */
export function FormField({ label, error, helper, children, ...props }: FormFieldProps) {
  // The helper and the error text are never shown together, so they share one id: the control's
  // aria-describedby then names the error too, for screen readers that ignore aria-errormessage.
  const note = `${useId()}-note`;
  return (
    <Field.Root invalid={Boolean(error)} gap="1.5" ids={{ helperText: note, errorText: note }} {...props}>
      <Field.Label fontWeight="medium" fontSize="sm">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
