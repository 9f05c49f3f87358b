import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { SENDGRID_API_KEY } from './config';
import { handleReservationUpdated } from './reservation-customer';

/** Emails the customer when the owner confirms or declines their reservation. */
export const onReservationUpdated = onDocumentUpdated(
  { document: 'sites/{siteId}/reservations/{reservationId}', secrets: [SENDGRID_API_KEY] },
  (event) => handleReservationUpdated(event),
);
