import { Input } from '@chakra-ui/react';
import { createUserAccountInput } from '@comptoir/core';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useCreationDialog } from '@/components/admin/forms/use-creation-dialog';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { useCreateUserAccount } from '../api/create-user-account';

const EMPTY = { email: '', password: '' };

export interface CreateAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** A shop owner's account: email and initial password, to pass on to them. */
export function CreateAccountDialog({ open, onOpenChange }: CreateAccountDialogProps) {
  const creating = useCreateUserAccount({
    success: (_uid, { email }) => ({
      title: 'Compte créé',
      description: `Le compte ${email} peut maintenant se connecter.`,
    }),
    failure: (error) =>
      `Impossible de créer le compte\u00a0: ${error instanceof Error ? error.message : String(error)}`,
    inForm: true,
  });
  const form = useZodForm(createUserAccountInput, EMPTY);
  const { register, formState } = form;
  const { close, onSubmit } = useCreationDialog(form, onOpenChange, creating);

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Nouveau compte"
      description="Créez le compte d’un commerçant, puis attribuez-lui son site depuis l’écran Sites (bouton Modifier du site)."
      onSubmit={onSubmit}
      submitLabel="Créer le compte"
      submitting={formState.isSubmitting}
      refusal={creating.refusal}
      dirty={formState.isDirty}
    >
      <FormField label="Email" error={formState.errors.email?.message} required>
        <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label="Mot de passe initial"
        helper={'Au moins 6 caractères\u00a0; le commerçant pourra le changer dans «\u00a0Mon compte\u00a0».'}
        error={formState.errors.password?.message}
        required
      >
        <Input type="text" autoComplete="new-password" {...register('password')} />
      </FormField>
    </FormDialog>
  );
}
