import { newSiteFormSchema, type NewSiteFormValues } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useCreateSite } from '../api/create-site';
import { sameNamedSite } from '../lib/site-names';
import { SiteFields } from './site-fields';

const EMPTY: NewSiteFormValues = { name: '', ownerId: '' };

export interface NewSiteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The existing sites, to warn before a second site with the same name. */
  sites: readonly SiteEntity[];
}

/** 'Nouveau site': name of 3 characters or more (a name already used is warned first), owner optional. */
export function NewSiteDialog({ open, onOpenChange, sites }: NewSiteDialogProps) {
  const createSite = useCreateSite();
  const form = useZodForm(newSiteFormSchema, EMPTY);
  const { handleSubmit, reset, formState } = form;
  const duplicateOf = sameNamedSite(useWatch({ control: form.control, name: 'name' }) ?? '', sites);
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
      submitLabel={duplicateOf ? 'Créer quand même' : 'Créer le site'}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
    >
      <SiteFields form={form} duplicateOf={duplicateOf} />
    </FormDialog>
  );
}
