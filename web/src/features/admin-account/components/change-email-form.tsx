import { Button, Input, Stack } from '@chakra-ui/react';
import { AuthError, changeEmailFormSchema } from '@comptoir/core';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';
import { useUpdateEmail } from '../api/update-email';

export function ChangeEmailForm() {
  const { register, handleSubmit, reset, setError, formState } = useZodForm(changeEmailFormSchema, { email: '' });
  useUnsavedGuard(formState.isDirty);
  const updating = useUpdateEmail({
    success: { title: 'Email mis à jour', description: 'Un email de confirmation a été envoyé à la nouvelle adresse.' },
    failure: (error) => {
      if (error instanceof AuthError && error.code === 'email-in-use') setError('email', { message: error.message });
      return 'Une erreur est survenue lors de la mise à jour de l’email';
    },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    if ((await updating.run(email)).ok) reset();
  });
  return (
    <AdminSection title="Changer d’email">
      <form onSubmit={onSubmit} noValidate aria-label="Changer d’email">
        <Stack gap="4" maxW="md">
          <FormField label="Nouvel email" error={formState.errors.email?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={formState.isSubmitting}>
            Mettre à jour l’email
          </Button>
        </Stack>
      </form>
    </AdminSection>
  );
}
