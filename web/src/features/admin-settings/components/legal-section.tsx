import { GridItem } from '@chakra-ui/react';
import { LEGAL_FORMS } from '@comptoir/core';
import { FormField } from '@/components/site/form-field';
import { OptionsSelect } from '@/components/ui/options-select';
import { SettingsInput, type SettingsForm } from './settings-input';
import { SettingsSection } from './settings-section';

/** Who publishes the site, for its legal notice; a sole trader is not asked for a share capital. */
export function LegalSection({ form }: { form: SettingsForm }) {
  const soleTrader = form.watch('legal.legalForm') === 'ei';
  const { error } = form.getFieldState('legal.legalForm', form.formState);
  return (
    <SettingsSection
      id="mentions-legales"
      title="Mentions légales"
      description={
        'Publiées sur la page «\u00a0Mentions légales\u00a0» de votre site, comme la loi l’exige de tout site professionnel.'
      }
    >
      <SettingsInput
        form={form}
        name="legal.companyName"
        label="Dénomination sociale"
        helper={'Pour une entreprise individuelle\u00a0: vos nom et prénom, suivis du nom commercial s’il y en a un.'}
        autoComplete="organization"
      />
      <FormField label="Forme juridique" error={error?.message}>
        <OptionsSelect options={LEGAL_FORMS} placeholder="Choisir" {...form.register('legal.legalForm')} />
      </FormField>
      <SettingsInput form={form} name="legal.siret" label="SIRET" inputMode="numeric" placeholder="123 456 789 00012" />
      {!soleTrader && (
        <SettingsInput form={form} name="legal.shareCapital" label="Capital social" placeholder="10 000 €" />
      )}
      <SettingsInput
        form={form}
        name="legal.registration"
        label="Immatriculation"
        helper={soleTrader ? 'Facultatif\u00a0: RNE ou RM s’il y a lieu.' : 'Par exemple\u00a0: RCS Lyon 123 456 789.'}
      />
      <SettingsInput
        form={form}
        name="legal.vatNumber"
        label="Numéro de TVA intracommunautaire"
        helper={'Facultatif\u00a0: seulement si votre entreprise en a un.'}
        placeholder="FR00123456789"
      />
      <GridItem colSpan={{ md: 2 }}>
        <SettingsInput form={form} name="legal.address" label="Adresse du siège" autoComplete="street-address" />
      </GridItem>
      <SettingsInput
        form={form}
        name="legal.director"
        label="Directeur ou directrice de la publication"
        helper={'La personne responsable de ce qui est publié\u00a0: souvent le gérant ou l’entrepreneur.'}
      />
      <SettingsInput form={form} name="legal.email" label="Email de contact" type="email" inputMode="email" />
      <SettingsInput form={form} name="legal.phone" label="Téléphone" type="tel" inputMode="tel" />
    </SettingsSection>
  );
}
