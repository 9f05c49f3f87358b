import { GridItem, Textarea } from '@chakra-ui/react';
import { formatNumber, LEAD_RETENTION_CHOICES, retentionText, TERMS_MAX } from '@comptoir/core';
import { FormField } from '@/components/site/form-field';
import { OptionsSelect } from '@/components/ui/options-select';
import type { SettingsForm } from './settings-input';
import { FieldsSection } from '@/components/admin/forms/fields-section';

const RETENTION_OPTIONS = Object.fromEntries(
  LEAD_RETENTION_CHOICES.map((months) => [
    months,
    months === 36 ? `${retentionText(months)} (recommandé)` : retentionText(months),
  ]),
);

/** How long requests are kept (stated by the privacy policy, applied every day) and the optional terms. */
export function PoliciesSection({ form }: { form: SettingsForm }) {
  const retention = form.getFieldState('policies.leadRetentionMonths', form.formState).error;
  const terms = form.getFieldState('policies.terms', form.formState).error;
  return (
    <FieldsSection
      id="confidentialite"
      title="Confidentialité et conditions générales"
      description={
        'Votre page «\u00a0Politique de confidentialité\u00a0» est rédigée pour vous à partir de ces réglages et de vos mentions légales.'
      }
    >
      <FormField
        label="Conservation des demandes"
        helper="Devis et messages sont supprimés automatiquement ce délai après le dernier échange."
        error={retention?.message}
      >
        <OptionsSelect
          options={RETENTION_OPTIONS}
          {...form.register('policies.leadRetentionMonths', { valueAsNumber: true })}
        />
      </FormField>
      <GridItem colSpan={{ md: 2 }}>
        <FormField
          label="Conditions générales"
          helper={`Facultatif\u00a0: vos conditions de vente (commandes, paiement, annulation…), ${formatNumber(TERMS_MAX)}\u00a0caractères au plus. Vide, votre site n’affiche pas de lien «\u00a0Conditions générales\u00a0».`}
          error={terms?.message}
        >
          <Textarea rows={8} autoresize maxH="32rem" {...form.register('policies.terms')} />
        </FormField>
      </GridItem>
    </FieldsSection>
  );
}
