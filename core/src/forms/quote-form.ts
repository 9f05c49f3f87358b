import { emailKey } from '../domain/email-key';
import { z } from 'zod';
import { serverTimestamp } from '../port/field-values';
import type { DocInput } from '../model/repo';
import { momentIn } from '../domain/calendar';
import { LIMITS } from '../model/common';
import { formText, optionalFormText } from '../model/form-text';
import type { quoteRequestSchema } from '../model/leads';

/** The last choice of the service list. */
export const OTHER_SERVICE = { value: 'Autre', label: 'Autre (précisez dans les détails)' } as const;

export const MAX_GUESTS = 100_000;
export const QUOTE_DETAILS_MIN = 10;

const WHOLE_NUMBER = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An event already over cannot be quoted; today (shop time) still can. */
export const QUOTE_DATE_PAST =
  'La date de l’événement est déjà passée\u00a0: choisissez aujourd’hui ou une date à venir';

const guests = z
  .string()
  .default('')
  // '1 200' is how people write numbers in French.
  .transform((value) => value.replace(/\s/g, ''))
  .refine(
    (value) => value === '' || WHOLE_NUMBER.test(value),
    'Indiquez le nombre d’invités en chiffres (par exemple 25)',
  )
  .refine(
    (value) => !WHOLE_NUMBER.test(value) || Number(value) <= MAX_GUESTS,
    'Le nombre d’invités ne peut pas dépasser 100 000',
  );

/** The quote form 'Demande de devis'. */
export const quoteFormSchema = z.object({
  firstName: formText(LIMITS.name, { length: 2, message: 'Le prénom doit contenir au moins 2 caractères' }),
  lastName: formText(LIMITS.name, { length: 2, message: 'Le nom doit contenir au moins 2 caractères' }),
  company: optionalFormText(LIMITS.name),
  email: z.string().trim().pipe(z.email('Adresse email invalide').max(LIMITS.email, 'Adresse email invalide')),
  phone: formText(LIMITS.phone, { length: 1, message: 'Numéro de téléphone requis' }),
  service: formText(LIMITS.name, { length: 1, message: 'Veuillez sélectionner un service' }),
  date: formText(LIMITS.name, { length: 1, message: 'La date de l’événement est requise' }).refine(
    (value) => !ISO_DATE.test(value) || value >= momentIn(new Date()).date,
    QUOTE_DATE_PAST,
  ),
  guests,
  budget: optionalFormText(LIMITS.name),
  details: formText(LIMITS.longText, {
    length: QUOTE_DETAILS_MIN,
    message: 'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
  }),
});
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormValues = z.output<typeof quoteFormSchema>;

export const EMPTY_QUOTE_FORM = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  service: '',
  date: '',
  guests: '',
  budget: '',
  details: '',
} satisfies Required<QuoteFormInput>;

const orNull = (value: string) => (value === '' ? null : value);

/** The stored quote request: a new, unread request timestamped by the server. */
export function toQuoteRequest(values: QuoteFormValues): DocInput<typeof quoteRequestSchema> {
  return {
    customerFirstName: values.firstName,
    customerLastName: values.lastName,
    customerEmail: values.email,
    emailKey: emailKey(values.email),
    customerCompany: orNull(values.company),
    customerPhone: orNull(values.phone),
    serviceType: values.service,
    message: values.details,
    eventDate: orNull(values.date),
    eventGuests: values.guests === '' ? null : Number.parseInt(values.guests, 10),
    eventBudget: orNull(values.budget),
    status: 'new',
    isViewed: false,
    createdAt: serverTimestamp(),
  };
}
