import { z } from 'zod';
import { formatNumber } from '../domain/french-number';
import { parseFrenchDate } from '../domain/parse-french-date';
import { MAX_EVENT_CAPACITY, type SiteEvent } from '../model/content';
import { formText } from '../model/form-text';
import { TIME_OF_DAY } from './hours-form';

/** Events and testimonials share this message. */
export const REQUIRED_FIELDS_MESSAGE = 'Veuillez remplir tous les champs obligatoires';

export const requiredFormText = (max: number) => formText(max, { length: 1, message: REQUIRED_FIELDS_MESSAGE });

export const EVENT_FORM_MESSAGES = {
  time: 'Heure invalide (HH:MM)',
  capacity: `Nombre de places invalide\u00a0: un nombre entier de 1 à ${formatNumber(MAX_EVENT_CAPACITY)}`,
} as const;

const PLACES = /^\d{1,5}$/;

/**
 * Event dialogs: title, description and date are all required. The date is the French text
 * shown on the site ('12 mars 2025', which the calendar writes); when it reads as a date, that is
 * the event's real day (free text such as 'Tous les samedis' has none). A start time and a number of places are optional; participationCount
 * is never part of the form.
 */
export const eventFormSchema = z
  .object({
    title: requiredFormText(200),
    description: requiredFormText(1000),
    date: requiredFormText(100),
    startTime: z
      .string()
      .trim()
      .refine((value) => value === '' || TIME_OF_DAY.test(value), EVENT_FORM_MESSAGES.time),
    capacity: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (PLACES.test(value) && Number(value) >= 1 && Number(value) <= MAX_EVENT_CAPACITY),
        EVENT_FORM_MESSAGES.capacity,
      ),
  })
  .transform(
    ({
      startTime,
      capacity,
      ...event
    }): Pick<SiteEvent, 'title' | 'description' | 'date' | 'startDate' | 'startTime' | 'capacity'> => ({
      ...event,
      startDate: parseFrenchDate(event.date),
      startTime: startTime || null,
      capacity: capacity ? Number(capacity) : null,
    }),
  );
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/** A stored event as its dialog shows it (a new one: everything empty). */
export const eventFormDefaults = (event?: SiteEvent): EventFormInput => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: event?.date ?? '',
  startTime: event?.startTime?.slice(0, 5) ?? '',
  capacity: event?.capacity ? String(event.capacity) : '',
});
