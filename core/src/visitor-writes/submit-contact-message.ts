import type { DataPort } from '../port/data-port';
import { refs } from '../model/refs';
import { contactFormSchema, toContactMessage, type ContactFormInput } from '../forms/contact-form';
import { submitVisitorLead } from './submit-visitor-lead';

/** Stores a visitor's contact message; the merchant's email is sent by the creation trigger. */
export async function submitContactMessage(
  db: DataPort,
  visitorUid: string,
  siteId: string,
  form: ContactFormInput,
): Promise<string> {
  const values = contactFormSchema.parse(form);
  return submitVisitorLead(db, visitorUid, refs.collection(siteId, 'contactMessages'), toContactMessage(values));
}
