import { Field } from '@ark-ui/react/field';
import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useStaticClass } from '@/components/ui/use-static-class';

export interface FormFieldProps extends Omit<BoxProps, 'children'> {
  label: string;
  /** The field's message; set, it marks the field invalid and describes it. */
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

// Chakra's field, its parts drawn by Ark with classes resolved once (useStaticClass): a form's
// fields are most of what a form screen draws, and each is drawn again as the form starts.
const rootStyles = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  position: 'relative',
  gap: '1.5',
} satisfies SystemStyleObject;
const labelStyles = {
  display: 'flex',
  alignItems: 'center',
  textAlign: 'start',
  textStyle: 'sm',
  fontWeight: 'medium',
  gap: '1',
  userSelect: 'none',
  _disabled: { opacity: '0.5' },
  '& > [data-part=required-indicator]': { color: 'fg.error', lineHeight: '1' },
} satisfies SystemStyleObject;
const helperStyles = { color: 'fg.muted', textStyle: 'xs' } satisfies SystemStyleObject;
const errorStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: 'medium',
  gap: '1',
  color: 'fg.error',
  textStyle: 'xs',
} satisfies SystemStyleObject;

/**
 * A labelled form control: asterisk when required, error text linked to the control. Style props
 * place it in its layout (a grid column, a width), on a box around it.
 */
export function FormField({ label, error, helper, required, children, ...place }: FormFieldProps) {
  // The helper and the error text are never shown together, so they share one id: the control's
  // aria-describedby then names the error too, for screen readers that ignore aria-errormessage.
  const note = `${useId()}-note`;
  const classes = {
    root: useStaticClass(rootStyles),
    label: useStaticClass(labelStyles),
    helper: useStaticClass(helperStyles),
    error: useStaticClass(errorStyles),
  };
  const field = (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={{ helperText: note, errorText: note }}
      className={classes.root}
    >
      <Field.Label className={classes.label}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText className={classes.helper}>{helper}</Field.HelperText>}
      <Field.ErrorText className={classes.error}>{error}</Field.ErrorText>
    </Field.Root>
  );
  return Object.keys(place).length > 0 ? <Box {...place}>{field}</Box> : field;
}
