import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SENDGRID_API_KEY } from './config';
import { handleNewLead } from './lead-trigger';

/** Emails the merchant about a new reservation (click and collect). */
export const onReservationCreated = onDocumentCreated(
  { document: 'sites/{siteId}/reservations/{reservationId}', secrets: [SENDGRID_API_KEY] },
  (event) => handleNewLead('reservation', event),
);
