import { EMPTY_NEW_SITE_FORM, newSiteFormSchema, type NewSiteFormValues } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useCreationDialog } from '@/components/admin/forms/use-creation-dialog';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useCreateSite } from '../api/create-site';
import { useSameNamedSite } from '../api/use-same-named-site';
import { SiteFields } from './site-fields';

export interface NewSiteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the form starts from (a prospect's shop name and plan), else empty on Essentiel. */
  initial?: Partial<NewSiteFormValues>;
}

/**
 * 'Nouveau site': name of 3 characters or more (a name already used is warned first), its plan,
 * owner optional.
 */
export function NewSiteDialog({ open, onOpenChange, initial }: NewSiteDialogProps) {
  const creating = useCreateSite({
    success: (_id, { name }) => `Le site "${name}" a été créé avec succès.`,
    failure: 'Une erreur est survenue lors de la création du site.',
    inForm: true,
  });
  const form = useZodForm(newSiteFormSchema, { ...EMPTY_NEW_SITE_FORM, ...initial });
  const { formState } = form;
  const duplicateOf = useSameNamedSite(useWatch({ control: form.control, name: 'name' }) ?? '');
  const { close, onSubmit } = useCreationDialog(form, onOpenChange, creating);

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Nouveau site"
      onSubmit={onSubmit}
      submitLabel={duplicateOf ? 'Créer quand même' : 'Créer le site'}
      submitting={formState.isSubmitting}
      refusal={creating.refusal}
      dirty={formState.isDirty}
    >
      <SiteFields form={form} duplicateOf={duplicateOf} />
    </FormDialog>
  );
}
