import type { DataPort } from '../port/data-port';
import { refs } from '../model/refs';
import { quoteFormSchema, toQuoteRequest, type QuoteFormInput } from '../forms/quote-form';
import { submitVisitorLead } from './submit-visitor-lead';

/** Stores a visitor's quote request; the merchant's email is sent by the creation trigger. */
export async function submitQuoteRequest(
  db: DataPort,
  visitorUid: string,
  siteId: string,
  form: QuoteFormInput,
): Promise<string> {
  const values = quoteFormSchema.parse(form);
  return submitVisitorLead(db, visitorUid, refs.collection(siteId, 'quoteRequests'), toQuoteRequest(values));
}
