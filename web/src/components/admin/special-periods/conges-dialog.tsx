import { SimpleGrid } from '@chakra-ui/react';
import {
  CONGES_MESSAGE_MAX,
  congesFormDefaults,
  congesFormSchema,
  congesMessage,
  specialPeriodSchema,
  type CongesFormInput,
  type SpecialPeriod,
} from '@comptoir/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/components/admin/forms/form-dialog';
import { FormInput } from '@/components/admin/forms/form-input';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useToday } from '@/hooks/use-now';
import type { SpecialPeriodEntity } from './use-special-periods';
import { CONGES_TEXTS } from './conges-texts';
import { useSaveSpecialPeriod } from './save-special-period';
import { useConges } from './use-conges';

type CongesForm = UseFormReturn<CongesFormInput, unknown, SpecialPeriod>;

/** The message, and what the banner says when it is left empty for the dates typed so far. */
function MessageField({ form }: { form: CongesForm }) {
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });
  const dated = startDate && endDate && startDate <= endDate;
  const fallback = dated
    ? congesMessage(specialPeriodSchema.parse({ kind: 'conges', title: CONGES_TEXTS.title, startDate, endDate }))
    : 'vos dates de congés';
  return (
    <FormInput
      form={form}
      name="message"
      label="Message du bandeau (facultatif)"
      helper={`Laissé vide, le bandeau dit\u00a0: «\u00a0${fallback}\u00a0».`}
      rows={3}
      counter={CONGES_MESSAGE_MAX}
    />
  );
}

export interface CongesDialogProps {
  siteId: string;
  /** null: new holidays (the coming week to start with). */
  period: SpecialPeriodEntity | null;
  onClose(): void;
}

/** Plans or changes the shop's holiday closure; a failed save keeps the dialog and what was typed. */
export function CongesDialog({ siteId, period, onClose }: CongesDialogProps) {
  const today = useToday();
  // The shop's other closures, which these dates may not overlap or touch.
  const others = useConges(siteId, today).closures.filter((closure) => closure.id !== period?.id);
  const form = useZodForm(congesFormSchema(today, others), congesFormDefaults(period, today));
  const saving = useSaveSpecialPeriod(siteId, {
    success: { title: CONGES_TEXTS.successTitle, description: CONGES_TEXTS.saved },
    failure: CONGES_TEXTS.saveFailed,
    inForm: true,
  });
  const save = async (values: SpecialPeriod) => {
    if ((await saving.run(period?.id ?? null, values)).ok) onClose();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={period ? 'Modifier les congés' : CONGES_TEXTS.plan}
      description={
        'La boutique est fermée du premier au dernier jour inclus\u00a0; le bandeau apparaît et disparaît tout seul.'
      }
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      submitLabel="Enregistrer"
      submitting={form.formState.isSubmitting}
      refusal={saving.refusal}
      dirty={form.formState.isDirty}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
        <FormInput form={form} name="startDate" label="Premier jour fermé" type="date" required />
        <FormInput form={form} name="endDate" label="Dernier jour fermé" type="date" required />
      </SimpleGrid>
      <MessageField form={form} />
    </FormDialog>
  );
}
