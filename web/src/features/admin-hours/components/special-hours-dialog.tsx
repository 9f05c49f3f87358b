import { daysFormSchema, isSingleDay, specialHoursFormDefaults, specialHoursPatch } from '@comptoir/core';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useSaveSpecialHours } from '../api/save-special-hours';
import type { SpecialPeriodEntity } from '@/components/admin/special-periods/use-special-periods';
import { DaysFields } from './days-fields';
import { HOURS_TEXTS } from './hours-texts';
import { dayTitle, periodDates } from './period-dates';

export interface SpecialHoursDialogProps {
  siteId: string;
  period: SpecialPeriodEntity;
  onClose(): void;
}

function explanation(period: SpecialPeriodEntity): string | undefined {
  if (isSingleDay(period)) return undefined;
  const closed = period.isPeriodClosed
    ? ' La période est marquée «\u00a0Fermé toute la période\u00a0»\u00a0: ces horaires ne comptent que si vous la rouvrez.'
    : '';
  return `${periodDates(period)}. Les jours laissés vides gardent leurs horaires habituels.${closed}`;
}

/**
 * 'Horaires pour : {title}': the period's own hours in the same day rows as the regular week.
 * It is wide and scrollable, and only its buttons close it.
 */
export function SpecialHoursDialog({ siteId, period, onClose }: SpecialHoursDialogProps) {
  const form = useZodForm(daysFormSchema, specialHoursFormDefaults(period));
  const saving = useSaveSpecialHours(siteId, {
    success: { title: HOURS_TEXTS.successTitle, description: HOURS_TEXTS.specialSaved },
    failure: HOURS_TEXTS.specialSaveFailed,
    inForm: true,
  });

  const save = async (values: z.output<typeof daysFormSchema>) => {
    if ((await saving.run(period.id, specialHoursPatch(period, values))).ok) onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Horaires pour\u00a0: ${period.title}`}
      description={explanation(period)}
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      submitLabel="Enregistrer"
      submitting={form.formState.isSubmitting}
      refusal={saving.refusal}
      dirty={form.formState.isDirty}
      size="xl"
      closeOnInteractOutside={false}
      contentProps={{ maxH: '85vh', maxW: '4xl' }}
    >
      <DaysFields form={form} labelOf={isSingleDay(period) ? () => dayTitle(period.startDate) : undefined} />
    </FormDialog>
  );
}
