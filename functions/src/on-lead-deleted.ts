import { deleteLeadNotifications } from '@comptoir/core';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import { leadNotificationsDeleted } from './logs';

type Params = { siteId: string; leadId: string };

/** A deleted lead takes its notification logs (copies of it) along, whoever deleted it. */
async function forgetLead({ siteId, leadId }: Params): Promise<number> {
  const count = await deleteLeadNotifications(db(), siteId, leadId);
  leadNotificationsDeleted(siteId, leadId, count);
  return count;
}

export const onQuoteRequestDeleted = onDocumentDeleted('sites/{siteId}/quoteRequests/{leadId}', (event) =>
  forgetLead(event.params),
);

export const onContactMessageDeleted = onDocumentDeleted('sites/{siteId}/contactMessages/{leadId}', (event) =>
  forgetLead(event.params),
);

export const onReservationDeleted = onDocumentDeleted('sites/{siteId}/reservations/{leadId}', (event) =>
  forgetLead(event.params),
);
