import { SimpleGrid } from '@chakra-ui/react';
import type { EventFormInput, EventFormValues } from '@comptoir/core';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { EventDateField } from './event-date-field';

/** The event dialog's fields: title, date and description required, start time and places optional. */
export function EventFields({ form }: { form: ItemForm<EventFormInput, EventFormValues> }) {
  return (
    <>
      <FormInput form={form} name="title" label="Titre" required />
      <EventDateField form={form} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
        <FormInput form={form} name="startTime" label="Heure de début" type="time" helper="Facultative" />
        <FormInput
          form={form}
          name="capacity"
          label="Nombre de places"
          inputMode="numeric"
          autoComplete="off"
          helper={'Facultatif\u00a0: «\u00a0Complet\u00a0» une fois atteint'}
        />
      </SimpleGrid>
      <FormInput form={form} name="description" label="Description" required rows={4} />
    </>
  );
}
