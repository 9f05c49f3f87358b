import { periodFormDefaults, specialPeriodFormSchema, type SpecialPeriodFormValues } from '@comptoir/core';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { notify } from '@/components/ui/notify';
import { useNow } from '@/hooks/use-now';
import { useServices } from '@/lib/services-context';
import { saveSpecialPeriod } from '../api/save-special-period';
import type { SpecialPeriodEntity } from '../api/use-special-periods';
import { HOURS_TEXTS } from './hours-texts';
import { PeriodFields } from './period-fields';

export interface PeriodDialogProps {
  siteId: string;
  /** null: a new period (one day, today). */
  period: SpecialPeriodEntity | null;
  onClose(): void;
}

/** Create or edit a special period; a failed save keeps the dialog and what was typed. */
export function PeriodDialog({ siteId, period, onClose }: PeriodDialogProps) {
  const { db } = useServices();
  const { date: today } = useNow();
  const form = useZodForm(specialPeriodFormSchema, periodFormDefaults(period, today));

  const save = async (values: SpecialPeriodFormValues) => {
    try {
      await saveSpecialPeriod(db, siteId, period?.id ?? null, values);
    } catch (error) {
      console.error(error);
      notify.error(period ? HOURS_TEXTS.updateFailed : HOURS_TEXTS.createFailed);
      return;
    }
    notify.success(HOURS_TEXTS.successTitle, period ? HOURS_TEXTS.updated : HOURS_TEXTS.created);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={period ? 'Modifier la période' : 'Nouvelle période spéciale'}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      submitLabel={period ? 'Enregistrer' : 'Créer'}
      submitting={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      size="lg"
    >
      <PeriodFields form={form} />
    </FormDialog>
  );
}
