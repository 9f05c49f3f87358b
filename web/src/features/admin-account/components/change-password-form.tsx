import { Button, Input, Stack } from '@chakra-ui/react';
import { AuthError, changePasswordFormSchema, type ChangePasswordFormValues } from '@comptoir/core';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { AdminSection } from '@/components/admin/ui/admin-section';
import { useUnsavedGuard } from '@/components/admin/forms/unsaved/unsaved-changes-context';
import { useUpdatePassword } from '../api/update-password';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', label: 'Mot de passe actuel', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmer le nouveau mot de passe', autoComplete: 'new-password' },
] as const;

export function ChangePasswordForm() {
  const { register, handleSubmit, reset, setError, formState } = useZodForm(changePasswordFormSchema, EMPTY);
  useUnsavedGuard(formState.isDirty);
  const updating = useUpdatePassword({
    success: 'Mot de passe mis à jour',
    failure: (error) => {
      if (error instanceof AuthError && error.code === 'invalid-credentials') {
        setError('currentPassword', { message: error.message });
      }
      return 'Une erreur est survenue lors de la mise à jour du mot de passe';
    },
  });
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if ((await updating.run(currentPassword, newPassword)).ok) reset(EMPTY);
  });
  return (
    <AdminSection title="Changer de mot de passe" description="Au moins 6 caractères.">
      <form onSubmit={onSubmit} noValidate aria-label="Changer de mot de passe">
        <Stack gap="4" maxW="md">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormField key={name} label={label} error={formState.errors[name]?.message} required>
              <Input type="password" autoComplete={autoComplete} {...register(name)} />
            </FormField>
          ))}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={formState.isSubmitting}>
            Mettre à jour le mot de passe
          </Button>
        </Stack>
      </form>
    </AdminSection>
  );
}
