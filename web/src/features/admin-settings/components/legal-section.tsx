import { LegalDetailsFields } from '@/components/admin/forms/legal-details-fields';
import type { SettingsForm } from './settings-input';
import { FieldsSection } from '@/components/admin/forms/fields-section';

/** Who publishes the site, for its legal notice. */
export function LegalSection({ form }: { form: SettingsForm }) {
  return (
    <FieldsSection
      id="mentions-legales"
      title="Mentions légales"
      description={
        'Publiées sur la page «\u00a0Mentions légales\u00a0» de votre site, comme la loi l’exige de tout site professionnel.'
      }
    >
      <LegalDetailsFields form={form} name={(field) => `legal.${field}` as const} />
    </FieldsSection>
  );
}
