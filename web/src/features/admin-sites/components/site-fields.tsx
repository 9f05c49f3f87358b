import { Input, Text } from '@chakra-ui/react';
import { PLAN_LABELS, type NewSiteFormValues } from '@comptoir/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/site/form-field';
import { OptionsSelect } from '@/components/ui/options-select';
import { OwnerField } from './owner-field';

export interface SiteFieldsProps {
  form: UseFormReturn<NewSiteFormValues>;
  /** Another site's name that reads the same as the one typed. */
  duplicateOf: string | null;
}

/** A site's name (warned when another site has it), its plan and its owner, for creating and editing. */
export function SiteFields({ form, duplicateOf }: SiteFieldsProps) {
  const { register, formState } = form;
  // Held by the form: a select's value set through its ref alone may not show the plan it starts from.
  const plan = useWatch({ control: form.control, name: 'plan' });
  return (
    <>
      <FormField label="Nom du site" error={formState.errors.name?.message} required>
        <Input placeholder="Boulangerie Martin" {...register('name')} />
      </FormField>
      {duplicateOf && (
        <Text role="status" fontSize="sm" color="orange.fg" mt="-2">
          {`Un site s’appelle déjà «\u00a0${duplicateOf}\u00a0». Vérifiez qu’il ne s’agit pas du même commerce avant de continuer.`}
        </Text>
      )}
      <FormField
        label="Formule"
        helper={'Pro ajoute À propos, les prestations, les produits et les commandes\u00a0; Expert, les langues.'}
        error={formState.errors.plan?.message}
      >
        <OptionsSelect options={PLAN_LABELS} {...register('plan')} value={plan} />
      </FormField>
      <OwnerField form={form} />
    </>
  );
}
