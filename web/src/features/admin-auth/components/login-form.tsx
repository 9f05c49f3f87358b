import { Button, Input, Stack } from '@chakra-ui/react';
import { loginFormSchema } from '@comptoir/core';
import { useServices } from '@/lib/services-context';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { useSignIn } from '../hooks/use-sign-in';
import { DemoAccountsHint } from './demo-accounts-hint';
import { PasswordReset } from './password-reset';

export function LoginForm() {
  const { mode } = useServices();
  const signIn = useSignIn();
  const { register, handleSubmit, setValue, getValues, formState } = useZodForm(loginFormSchema, {
    email: '',
    password: '',
  });
  const { errors, isSubmitting } = formState;
  const pick = (email: string, password: string) => {
    setValue('email', email, { shouldValidate: formState.isSubmitted });
    setValue('password', password, { shouldValidate: formState.isSubmitted });
  };

  return (
    <Stack gap="6">
      <form onSubmit={handleSubmit(signIn)} noValidate aria-label="Connexion">
        <Stack gap="4">
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
          </FormField>
          <FormField label="Mot de passe" error={errors.password?.message} required>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText="Connexion…">
            Se connecter
          </Button>
        </Stack>
      </form>
      <PasswordReset email={() => getValues('email')} />
      {mode !== 'production' && <DemoAccountsHint onPick={pick} />}
    </Stack>
  );
}
