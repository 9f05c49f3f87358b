import { Input, type InputProps } from '@chakra-ui/react';
import { FormField } from './form-field';

const VISITOR_FIELDS = {
  firstName: { label: 'Prénom', input: { autoComplete: 'given-name' } },
  lastName: { label: 'Nom', input: { autoComplete: 'family-name' } },
  email: { label: 'Email', input: { type: 'email', inputMode: 'email', autoComplete: 'email' } },
  phone: { label: 'Téléphone', input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } },
} satisfies Record<string, { label: string; input: InputProps }>;

export interface VisitorFieldProps extends InputProps {
  /** Which of the visitor's details: its label and the browser's autofill hints. */
  detail: keyof typeof VISITOR_FIELDS;
  error: string | undefined;
}

/** A required detail of the visitor (name, email, phone) as the lead forms ask it; the input takes the rest. */
export function VisitorField({ detail, error, ...input }: VisitorFieldProps) {
  const { label, input: hints } = VISITOR_FIELDS[detail];
  return (
    <FormField label={label} required error={error}>
      <Input {...input} {...hints} />
    </FormField>
  );
}
