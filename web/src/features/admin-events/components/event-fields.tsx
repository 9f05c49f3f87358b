import { Alert, Box, SimpleGrid } from '@chakra-ui/react';
import { placesBelowComingText, type EventFormInput, type EventFormValues } from '@comptoir/core';
import { useWatch } from 'react-hook-form';
import type { ItemForm } from '@/components/admin/forms/collection-editor/collection-editor';
import { FormInput } from '@/components/admin/forms/form-input';
import { EventDateField } from './event-date-field';

type EventForm = ItemForm<EventFormInput, EventFormValues>;

/** Places set below those already coming: what happens to them, as the owner types. */
function PlacesWarning({ form, coming }: { form: EventForm; coming: number }) {
  const typed = useWatch({ control: form.control, name: 'capacity' }) ?? '';
  const capacity = /^\d{1,5}$/.test(typed.trim()) ? Number(typed) : null;
  const warning = placesBelowComingText(coming, capacity);
  return (
    <Box aria-live="polite" _empty={{ position: 'absolute' }}>
      {warning && (
        <Alert.Root status="warning" size="sm" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{warning}</Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
}

/**
 * The event dialog's fields: title, date and description required, start time and places
 * optional; `coming`: those already counted (none for a new event).
 */
export function EventFields({ form, coming = 0 }: { form: EventForm; coming?: number }) {
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
      {coming > 0 && <PlacesWarning form={form} coming={coming} />}
      <FormInput form={form} name="description" label="Description" required rows={4} />
    </>
  );
}
