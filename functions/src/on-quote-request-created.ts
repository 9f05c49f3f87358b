import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SENDGRID_API_KEY } from './config';
import { handleNewLead } from './lead-trigger';

/** Emails the merchant about a new quote request. */
export const onQuoteRequestCreated = onDocumentCreated(
  { document: 'sites/{siteId}/quoteRequests/{requestId}', secrets: [SENDGRID_API_KEY] },
  (event) => handleNewLead('quoteRequest', event),
);
