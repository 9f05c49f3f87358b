import { newSiteFormSchema } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useUpdateSite } from '../api/update-site';
import { useSameNamedSite } from '../api/use-same-named-site';
import { SiteFields } from './site-fields';

export interface EditSiteDialogProps {
  site: SiteEntity;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Renames a site, gives it an owner (or none) and a plan; mounted per site, so it starts from its values. */
export function EditSiteDialog({ site, open, onOpenChange }: EditSiteDialogProps) {
  const updating = useUpdateSite(site.id, {
    success: (_result, { name }) => `Le site «\u00a0${name}\u00a0» a été mis à jour.`,
    failure: 'Impossible de modifier le site. Veuillez réessayer.',
    inForm: true,
  });
  const form = useZodForm(newSiteFormSchema, { name: site.name, ownerId: site.ownerId ?? '', plan: site.plan });
  const duplicateOf = useSameNamedSite(useWatch({ control: form.control, name: 'name' }) ?? '', site.id);
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await updating.run(values)).ok) onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Modifier le site"
      onSubmit={onSubmit}
      submitLabel={duplicateOf ? 'Enregistrer quand même' : 'Enregistrer'}
      submitting={form.formState.isSubmitting}
      refusal={updating.refusal}
      dirty={form.formState.isDirty}
    >
      <SiteFields form={form} duplicateOf={duplicateOf} />
    </FormDialog>
  );
}
