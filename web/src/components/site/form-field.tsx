import { Box, Field, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface FormFieldProps extends Omit<BoxProps, 'children'> {
  label: string;
  /** The field's message; set, it marks the field invalid and describes it. */
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled form control: asterisk when required, error text linked to the control. Style props
 * place it in its layout (a grid column, a width), on a box around it.
 */
export function FormField({ label, error, helper, required, children, ...place }: FormFieldProps) {
  // The helper and the error text are never shown together, so they share one id: the control's
  // aria-describedby then names the error too, for screen readers that ignore aria-errormessage.
  const note = `${useId()}-note`;
  // Chakra's field, styled by the `field` slot recipe the public system already has.
  const field = (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ helperText: note, errorText: note }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* Drawn only with an error (Ark's part draws nothing without), so a valid field costs one element less. */}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
  return Object.keys(place).length > 0 ? <Box {...place}>{field}</Box> : field;
}
