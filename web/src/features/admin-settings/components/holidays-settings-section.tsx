import { FormCheckbox } from '@/components/admin/forms/form-checkbox';
import { FieldsSection } from '@/components/admin/forms/fields-section';
import type { SettingsForm } from './settings-input';

/** Which public holidays the hours screen offers: Alsace and Moselle have two more. */
export function HolidaysSettingsSection({ form }: { form: SettingsForm }) {
  return (
    <FieldsSection
      id="jours-feries"
      title="Jours fériés"
      description={'Les jours fériés que l’écran «\u00a0Horaires\u00a0» vous propose d’ouvrir ou de fermer.'}
    >
      <FormCheckbox
        form={form}
        name="alsaceMoselle"
        label="Mon commerce est en Alsace ou en Moselle"
        helper="Le Vendredi saint et la Saint-Étienne (26 décembre) sont alors fériés."
      />
    </FieldsSection>
  );
}
