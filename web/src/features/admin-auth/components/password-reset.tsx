import { Button, Code, Collapsible, Input, Stack, Text } from '@chakra-ui/react';
import { DEMO_PASSWORD, passwordResetFormSchema, type PasswordResetFormValues } from '@comptoir/core';
import { useState } from 'react';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { useServices } from '@/lib/services-context';
import { useSendPasswordReset } from '../api/send-password-reset';

export const RESET_SENT =
  'Si un compte existe pour cette adresse, un email vient de partir avec un lien pour choisir un nouveau mot de passe. Pensez à regarder dans les courriers indésirables.';

/** « Mot de passe oublié ? » under the login form: a reset link by email (a note in the sandbox). */
export function PasswordReset({ email }: { email: () => string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline">
          Mot de passe oublié&nbsp;?
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>{open && <ResetPanel initialEmail={email()} />}</Collapsible.Content>
    </Collapsible.Root>
  );
}

function ResetPanel({ initialEmail }: { initialEmail: string }) {
  const { mode } = useServices();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: string } | null>(null);
  const { register, handleSubmit, formState } = useZodForm(passwordResetFormSchema, { email: initialEmail });
  // Said under the form, not toasted.
  const sending = useSendPasswordReset({
    failure: (error) => {
      setOutcome({ error: error instanceof Error ? error.message : String(error) });
      return null;
    },
  });
  if (mode === 'sandbox') {
    return (
      <Text fontSize="sm" mt="2" role="status">
        Mode démo&nbsp;: aucun email n’est envoyé. Les comptes de démonstration utilisent le mot de passe{' '}
        <Code>{DEMO_PASSWORD}</Code>.
      </Text>
    );
  }
  const send = async ({ email }: PasswordResetFormValues) => {
    if ((await sending.run(email)).ok) setOutcome({ sent: true });
  };
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-label="Mot de passe oublié">
      <Stack gap="3" mt="2">
        <FormField label="Email du compte" error={formState.errors.email?.message} required>
          <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
        </FormField>
        <Button type="submit" variant="outline" loading={formState.isSubmitting}>
          Recevoir un lien
        </Button>
        {outcome && (
          <Text
            fontSize="sm"
            role={'sent' in outcome ? 'status' : 'alert'}
            color={'sent' in outcome ? 'fg' : 'fg.error'}
          >
            {'sent' in outcome ? RESET_SENT : outcome.error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
