import { Input, SimpleGrid } from '@chakra-ui/react';
import { formatFrenchDate, parseFrenchDate, type EventFormInput, type EventFormValues } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { FormField } from '@/components/site/form-field';

/**
 * The event date is the French text the site shows ('12 mars 2025'). The calendar beside it writes
 * that text; it shows the typed date when it can read one — that is the event's real day (agenda
 * file, JSON-LD, leaving the home once past) — and free text ('Tous les samedis') stays, dayless.
 */
export function EventDateField({ form }: { form: ItemForm<EventFormInput, EventFormValues> }) {
  const text = useWatch({ control: form.control, name: 'date' }) ?? '';
  const pick = (iso: string) => {
    if (!iso) return;
    form.setValue('date', formatFrenchDate(iso), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="start">
      <FormInput
        form={form}
        name="date"
        label="Date"
        required
        helper="Telle qu’affichée sur le site, ex. 12 mars 2025"
      />
      <FormField label="Choisir dans le calendrier">
        <Input type="date" value={parseFrenchDate(text) ?? ''} onChange={(event) => pick(event.target.value)} />
      </FormField>
    </SimpleGrid>
  );
}
