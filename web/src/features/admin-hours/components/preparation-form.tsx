import {
  MAX_PREPARATION_HOURS,
  preparationFormDefaults,
  preparationFormSchema,
  preparationText,
  type PreparationFormInput,
} from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import { FormInput } from '@/components/admin/forms/form-input';
import { PageFormSection } from '@/components/admin/forms/page-form-section';
import { usePageForm, type PageDoc } from '@/components/admin/forms/use-page-form';
import { HOURS_TEXTS } from './hours-texts';

const toForm = (page: PageDoc<'hours'> | null) => preparationFormDefaults(page);
const toDoc = (values: { reservationPreparationHours: number }) => values;

/** What the delay means for a customer, as typed (the usual sentence while it is not a valid number). */
export function preparationHelp(typed: string): string {
  const hours = /^\d+$/.test(typed.trim()) ? Number(typed) : NaN;
  if (hours === 0) return 'Les clients peuvent réserver un retrait dès le prochain créneau d’ouverture.';
  const delay = hours > 0 && hours <= MAX_PREPARATION_HOURS ? preparationText(hours) : 'ce délai';
  return `Les clients peuvent réserver un retrait au plus tôt ${delay} après leur demande (de 0 à ${MAX_PREPARATION_HOURS}\u00a0heures, soit deux semaines).`;
}

/** « Réservations »: the preparation delay saved into pages/hours with the week. */
export function PreparationForm({ siteId }: { siteId: string }) {
  const page = usePageForm({
    siteId,
    page: 'hours',
    schema: preparationFormSchema,
    toForm,
    toDoc,
    texts: {
      saved: 'Délai de préparation sauvegardé avec succès',
      savedTitle: HOURS_TEXTS.successTitle,
      saveFailed: 'Impossible de sauvegarder le délai de préparation',
      loadFailed: HOURS_TEXTS.loadFailed,
    },
  });
  const typed: PreparationFormInput['preparationHours'] =
    useWatch({ control: page.form.control, name: 'preparationHours' }) ?? '';
  return (
    <PageFormSection
      title="Retrait des réservations"
      description="Le temps qu’il vous faut pour préparer une commande réservée depuis la fiche d’un produit. Les créneaux proposés aux clients suivent aussi vos horaires et vos périodes spéciales."
      page={page}
      loadError={HOURS_TEXTS.loadFailed}
    >
      <FormInput
        form={page.form}
        name="preparationHours"
        label="Délai de préparation (en heures)"
        helper={preparationHelp(typed)}
        required
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PREPARATION_HOURS}
        step={1}
        maxW="10rem"
      />
    </PageFormSection>
  );
}
