import { z } from 'zod';
import { emailKey } from '../domain/email-key';
import { serverTimestamp } from '../port/field-values';
import type { DocInput } from '../model/repo';
import { LIMITS } from '../model/common';
import { formText, visitorEmail } from '../model/form-text';
import type { contactMessageSchema } from '../model/leads';

/** The contact page form: every field required. */
export const contactFormSchema = z.object({
  firstName: formText(LIMITS.name, { length: 1, message: 'Veuillez indiquer votre prénom' }),
  name: formText(LIMITS.name, { length: 1, message: 'Veuillez indiquer votre nom' }),
  email: visitorEmail('Veuillez indiquer votre adresse email'),
  subject: formText(LIMITS.title, { length: 1, message: 'Veuillez indiquer l’objet de votre message' }),
  message: formText(LIMITS.longText, { length: 1, message: 'Veuillez écrire votre message' }),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM = {
  firstName: '',
  name: '',
  email: '',
  subject: '',
  message: '',
} satisfies Required<ContactFormInput>;

/** The stored contact message: unread, timestamped by the server. */
export function toContactMessage(values: ContactFormValues): DocInput<typeof contactMessageSchema> {
  return {
    ...values,
    emailKey: emailKey(values.email),
    isViewed: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}
