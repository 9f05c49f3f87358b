import { periodFormDefaults, specialPeriodFormSchema, type SpecialPeriodFormValues } from '@comptoir/core';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useToday } from '@/hooks/use-now';
import { useSaveSpecialPeriod } from '@/components/admin/special-periods/save-special-period';
import type { SpecialPeriodEntity } from '@/components/admin/special-periods/use-special-periods';
import { HOURS_TEXTS } from './hours-texts';
import { PeriodFields } from './period-fields';

export interface PeriodDialogProps {
  siteId: string;
  /** null: a new period (one day, today). */
  period: SpecialPeriodEntity | null;
  /** A new period's title and day, when it is for a given day (a public holiday). */
  draft?: { title: string; date: string };
  onClose(): void;
}

/** Create or edit a special period; a failed save keeps the dialog and what was typed. */
export function PeriodDialog({ siteId, period, draft, onClose }: PeriodDialogProps) {
  const today = useToday();
  const defaults = periodFormDefaults(period, draft?.date ?? today);
  const form = useZodForm(specialPeriodFormSchema, draft && !period ? { ...defaults, title: draft.title } : defaults);

  const saving = useSaveSpecialPeriod(siteId, {
    success: { title: HOURS_TEXTS.successTitle, description: period ? HOURS_TEXTS.updated : HOURS_TEXTS.created },
    failure: period ? HOURS_TEXTS.updateFailed : HOURS_TEXTS.createFailed,
    inForm: true,
  });

  const save = async (values: SpecialPeriodFormValues) => {
    if ((await saving.run(period?.id ?? null, values)).ok) onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={period ? 'Modifier la période' : 'Nouvelle période spéciale'}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      submitLabel={period ? 'Enregistrer' : 'Créer'}
      submitting={form.formState.isSubmitting}
      refusal={saving.refusal}
      dirty={form.formState.isDirty}
      size="lg"
    >
      <PeriodFields form={form} />
    </FormDialog>
  );
}
