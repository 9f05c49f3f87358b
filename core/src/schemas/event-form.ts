import { z } from 'zod';
import { formText } from './form-text';

/** Events and testimonials share this message. */
export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';

export const requiredFormText = (max: number) => formText(max, { length: 1, message: REQUIRED_FIELDS_MESSAGE });

/**
 * Event dialogs: title, description and date are all required. The date is the French text
 * shown on the site ('12 mars 2025'); participationCount is never part of the form.
 */
export const eventFormSchema = z.object({
  title: requiredFormText(200),
  description: requiredFormText(1000),
  date: requiredFormText(100),
});
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;
