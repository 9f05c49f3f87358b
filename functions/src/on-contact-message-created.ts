import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SENDGRID_API_KEY } from './config';
import { handleNewLead } from './lead-trigger';

/** Emails the merchant about a new contact message. */
export const onContactMessageCreated = onDocumentCreated(
  { document: 'sites/{siteId}/contactMessages/{messageId}', secrets: [SENDGRID_API_KEY] },
  (event) => handleNewLead('contactMessage', event),
);
