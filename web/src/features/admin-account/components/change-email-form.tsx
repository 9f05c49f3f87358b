import { Button, Input, Stack } from '@chakra-ui/react';
import { AuthError, changeEmailFormSchema } from '@comptoir/core';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';

export function ChangeEmailForm() {
  const { auth } = useServices();
  const { register, handleSubmit, reset, setError, formState } = useZodForm(changeEmailFormSchema, { email: '' });
  useUnsavedGuard(formState.isDirty);
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await auth.updateEmail(email);
    } catch (error) {
      if (error instanceof AuthError && error.code === 'email-in-use') setError('email', { message: error.message });
      notify.error("Une erreur est survenue lors de la mise à jour de l'email");
      return;
    }
    reset();
    notify.success('Email mis à jour', 'Un email de confirmation a été envoyé à la nouvelle adresse.');
  });
  return (
    <AdminSection title="Changer d'email">
      <form onSubmit={onSubmit} noValidate aria-label="Changer d'email">
        <Stack gap="4" maxW="md">
          <FormField label="Nouvel email" error={formState.errors.email?.message} required>
            <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={formState.isSubmitting}>
            Mettre à jour l'email
          </Button>
        </Stack>
      </form>
    </AdminSection>
  );
}
