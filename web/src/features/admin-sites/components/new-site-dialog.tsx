import { Input, NativeSelect } from '@chakra-ui/react';
import { newSiteFormSchema, type NewSiteFormValues } from '@comptoir/core';
import { FormDialog } from '@/components/admin/form-dialog';
import { useAccounts } from '@/components/admin/use-accounts';
import { useZodForm } from '@/components/admin/use-zod-form';
import { FormField } from '@/components/site/form-field';
import { notify } from '@/components/ui/notify';
import { useCreateSite } from '../api/create-site';

const EMPTY: NewSiteFormValues = { name: '', ownerId: '' };

export interface NewSiteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Nouveau site' (spec §2, §5): name of 3 characters or more, owner optional. */
export function NewSiteDialog({ open, onOpenChange }: NewSiteDialogProps) {
  const accounts = useAccounts();
  const createSite = useCreateSite();
  const { register, handleSubmit, reset, formState } = useZodForm(newSiteFormSchema, EMPTY);
  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await createSite(values);
    } catch (error) {
      console.error(error);
      notify.error('Une erreur est survenue lors de la création du site.');
      return;
    }
    notify.success(`Le site "${values.name}" a été créé avec succès.`);
    close(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Nouveau site"
      onSubmit={onSubmit}
      submitLabel="Créer le site"
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
    >
      <FormField label="Nom du site" error={formState.errors.name?.message} required>
        <Input placeholder="Boulangerie Martin" {...register('name')} />
      </FormField>
      <FormField label="Propriétaire" helper="Facultatif : le compte qui gérera ce site.">
        <NativeSelect.Root>
          <NativeSelect.Field {...register('ownerId')}>
            <option value="">Aucun propriétaire</option>
            {accounts.data?.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
