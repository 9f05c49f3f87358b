import { GridItem } from '@chakra-ui/react';
import { ImageUploadField } from '@/components/admin/images/image-upload-field';
import { SettingsInput, type SettingsForm } from './settings-input';
import { FieldsSection } from '@/components/admin/forms/fields-section';

const DIRECTIONS = [
  { name: 'metro', label: 'Métro', placeholder: 'Ligne A, arrêt Cordeliers' },
  { name: 'bus', label: 'Bus', placeholder: 'Lignes C3 et 27' },
  { name: 'tram', label: 'Tram', placeholder: 'T1, arrêt Hôtel de Région' },
  { name: 'car', label: 'Voiture', placeholder: 'Parking des Célestins à 200 m' },
] as const;

/** Phones, address, directions and map: what the contact page shows. */
export function ContactSection({ form }: { form: SettingsForm }) {
  return (
    <FieldsSection title="Coordonnées et accès" description="Affichés sur la page contact de votre site.">
      {([0, 1, 2] as const).map((index) => (
        <SettingsInput
          key={index}
          form={form}
          name={`phones.${index}`}
          label={`Téléphone ${index + 1}`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      ))}
      <GridItem colSpan={{ md: 2 }}>
        <SettingsInput form={form} name="address" label="Adresse" placeholder="12 rue Mercière, 69002 Lyon" />
      </GridItem>
      {DIRECTIONS.map(({ name, label, placeholder }) => (
        <SettingsInput key={name} form={form} name={name} label={label} placeholder={placeholder} />
      ))}
      <GridItem colSpan={{ md: 2 }}>
        <SettingsInput
          form={form}
          name="mapsLink"
          label="Lien Google Maps"
          type="url"
          inputMode="url"
          placeholder="https://maps.google.com/…"
        />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <ImageUploadField
          form={form}
          name="mapImageUrl"
          label="Image du plan"
          folder="plan"
          previewWidth={320}
          previewHeight={200}
        />
      </GridItem>
    </FieldsSection>
  );
}
