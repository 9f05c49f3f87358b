import { Grid } from '@chakra-ui/react';
import { initialsFrom, type TestimonialFormInput, type TestimonialFormValues } from '@comptoir/core';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { RatingField } from './rating-field';

type TestimonialForm = ItemForm<TestimonialFormInput, TestimonialFormValues>;

/** A new review's initials follow the name as it is typed, until the owner types their own. */
function useSuggestedInitials(form: TestimonialForm) {
  const name = useWatch({ control: form.control, name: 'customerName' });
  const suggesting = useRef(form.getValues('customerInitials') === '');
  useEffect(() => {
    if (!suggesting.current) return;
    if (form.getFieldState('customerInitials').isDirty) {
      suggesting.current = false;
      return;
    }
    form.setValue('customerInitials', initialsFrom(name ?? ''), { shouldValidate: form.formState.isSubmitted });
  }, [form, name]);
}

/** The review dialog's fields: name, initials (≤ 4), text and rating. */
export function TestimonialFields({ form }: { form: TestimonialForm }) {
  useSuggestedInitials(form);
  return (
    <>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 9rem' }} gap="4" alignItems="start">
        <FormInput form={form} name="customerName" label="Nom du client" required />
        <FormInput form={form} name="customerInitials" label="Initiales" required helper="4 caractères maximum" />
      </Grid>
      <FormInput form={form} name="text" label="Avis" required rows={4} />
      <RatingField form={form} />
    </>
  );
}
