import { GridItem } from '@chakra-ui/react';
import { LEGAL_FORMS, type LegalDetailsInput } from '@comptoir/core';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';
import { OptionsSelect } from '@/components/ui/options-select';
import { FormInput } from './form-input';

export interface LegalDetailsFieldsProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>;
  /** Where the details sit in the form, such as `legal.${field}`. */
  name: (field: keyof LegalDetailsInput) => FieldPath<T>;
}

/**
 * Who publishes a site (a shop, or the platform's operator), for a legal notice; a sole trader is
 * not asked for a share capital. Laid out for a two-column grid.
 */
export function LegalDetailsFields<T extends FieldValues, Out>({ form, name }: LegalDetailsFieldsProps<T, Out>) {
  const soleTrader = useWatch({ control: form.control, name: name('legalForm') }) === 'ei';
  const { error } = form.getFieldState(name('legalForm'), form.formState);
  return (
    <>
      <FormInput
        form={form}
        name={name('companyName')}
        label="Dénomination sociale"
        helper={'Pour une entreprise individuelle\u00a0: vos nom et prénom, suivis du nom commercial s’il y en a un.'}
        autoComplete="organization"
      />
      <FormField label="Forme juridique" error={error?.message}>
        <OptionsSelect options={LEGAL_FORMS} placeholder="Choisir" {...form.register(name('legalForm'))} />
      </FormField>
      <FormInput form={form} name={name('siret')} label="SIRET" inputMode="numeric" placeholder="123 456 789 00012" />
      {!soleTrader && (
        <FormInput form={form} name={name('shareCapital')} label="Capital social" placeholder="10 000 €" />
      )}
      <FormInput
        form={form}
        name={name('registration')}
        label="Immatriculation"
        helper={soleTrader ? 'Facultatif\u00a0: RNE ou RM s’il y a lieu.' : 'Par exemple\u00a0: RCS Lyon 123 456 789.'}
      />
      <FormInput
        form={form}
        name={name('vatNumber')}
        label="Numéro de TVA intracommunautaire"
        helper={'Facultatif\u00a0: seulement si l’entreprise en a un.'}
        placeholder="FR00123456789"
      />
      <GridItem colSpan={{ md: 2 }}>
        <FormInput form={form} name={name('address')} label="Adresse du siège" autoComplete="street-address" />
      </GridItem>
      <FormInput
        form={form}
        name={name('director')}
        label="Directeur ou directrice de la publication"
        helper={'La personne responsable de ce qui est publié\u00a0: souvent le gérant ou l’entrepreneur.'}
      />
      <FormInput form={form} name={name('email')} label="Email de contact" type="email" inputMode="email" />
      <FormInput form={form} name={name('phone')} label="Téléphone" type="tel" inputMode="tel" />
    </>
  );
}
