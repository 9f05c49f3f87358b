import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { SENDGRID_API_KEY } from './config';
import { handleNewLead } from './lead-trigger';
import { acknowledgeCustomer } from './reservation-customer';

/**
 * Emails the merchant about a new reservation (click and collect), then tells the customer it was
 * received; the merchant's email goes first, so it has the hour's cap first.
 */
export const onReservationCreated = onDocumentCreated(
  { document: 'sites/{siteId}/reservations/{reservationId}', secrets: [SENDGRID_API_KEY] },
  async (event) => {
    const merchant = await handleNewLead('reservation', event);
    const customer = await acknowledgeCustomer(event);
    return { merchant, customer };
  },
);
