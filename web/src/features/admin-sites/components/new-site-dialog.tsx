import { newSiteFormSchema, type NewSiteFormValues } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useCreationDialog } from '@/components/admin/forms/use-creation-dialog';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
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
  const creating = useCreateSite({
    success: (_id, { name }) => `Le site "${name}" a été créé avec succès.`,
    failure: 'Une erreur est survenue lors de la création du site.',
  });
  const form = useZodForm(newSiteFormSchema, EMPTY);
  const { formState } = form;
  const duplicateOf = sameNamedSite(useWatch({ control: form.control, name: 'name' }) ?? '', sites);
  const { close, onSubmit } = useCreationDialog(form, onOpenChange, creating);

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
