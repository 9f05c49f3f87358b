import type { EventFormInput, EventFormValues } from '@comptoir/core';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { EventDateField } from './event-date-field';

/** The event dialog's fields (all three required). */
export function EventFields({ form }: { form: ItemForm<EventFormInput, EventFormValues> }) {
  return (
    <>
      <FormInput form={form} name="title" label="Titre" required />
      <EventDateField form={form} />
      <FormInput form={form} name="description" label="Description" required rows={4} />
    </>
  );
}
