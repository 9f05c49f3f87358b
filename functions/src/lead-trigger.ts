import { notifyNewLead, type LeadKind, type NotificationOutcome } from '@comptoir/core';
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import { fromAdminData } from './admin-values';
import { PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import { notificationHandled } from './logs';
import { createMailer } from './mailer';

export type LeadCreatedEvent = FirestoreEvent<QueryDocumentSnapshot | undefined, { siteId: string }>;

/**
 * The lead creation triggers: the core operation claims notifications/{event.id} before sending, so
 * an event delivered twice emails the merchant once. A failure is recorded there, not retried.
 */
export async function handleNewLead(kind: LeadKind, event: LeadCreatedEvent): Promise<NotificationOutcome | null> {
  if (!event.data) return null;
  const { siteId } = event.params;
  const outcome = await notifyNewLead(db(), createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value()), {
    siteId,
    kind,
    leadId: event.data.id,
    eventId: event.id,
    data: fromAdminData(event.data.data()),
  });
  notificationHandled(kind, siteId, event.data.id, event.id, outcome);
  return outcome;
}
