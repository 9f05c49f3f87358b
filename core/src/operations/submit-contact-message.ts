import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { addDoc } from '../repo';
import { contactFormSchema, toContactMessage, type ContactFormInput } from '../schemas/contact-form';

/** Stores a visitor's contact message; the merchant's email is sent by the creation trigger. */
export async function submitContactMessage(db: DataPort, siteId: string, form: ContactFormInput): Promise<string> {
  const values = contactFormSchema.parse(form);
  return addDoc(db, refs.collection(siteId, 'contactMessages'), toContactMessage(values));
}
