import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { addDoc } from '../repo';
import { quoteFormSchema, toQuoteRequest, type QuoteFormInput } from '../schemas/quote-form';

/** Stores a visitor's quote request; the merchant's email is sent by the creation trigger. */
export async function submitQuoteRequest(db: DataPort, siteId: string, form: QuoteFormInput): Promise<string> {
  const values = quoteFormSchema.parse(form);
  return addDoc(db, refs.collection(siteId, 'quoteRequests'), toQuoteRequest(values));
}
