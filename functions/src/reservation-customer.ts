import { acknowledgeReservation, notifyReservationStatus, statusNews, type NotificationOutcome } from '@comptoir/core';
import type { Change, FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import { fromAdminData } from './admin-values';
import { PLATFORM_SENDER_EMAIL, SENDGRID_API_KEY } from './config';
import type { LeadCreatedEvent } from './lead-trigger';
import { customerNotified } from './logs';
import { createMailer } from './mailer';

export type ReservationUpdatedEvent = FirestoreEvent<
  Change<QueryDocumentSnapshot> | undefined,
  { siteId: string; reservationId: string }
>;

const mailer = () => createMailer(SENDGRID_API_KEY.value(), PLATFORM_SENDER_EMAIL.value());

/** The customer's « demande reçue »: claimed per event, so a replayed creation mails them once. */
export async function acknowledgeCustomer(event: LeadCreatedEvent): Promise<NotificationOutcome | null> {
  if (!event.data) return null;
  const { siteId } = event.params;
  const reservationId = event.data.id;
  const outcome = await acknowledgeReservation(db(), mailer(), {
    siteId,
    reservationId,
    eventId: event.id,
    data: fromAdminData(event.data.data()),
  });
  customerNotified('received', siteId, reservationId, event.id, outcome);
  return outcome;
}

/** The customer's « confirmée » / « refusée »: claimed per reservation and status. */
export async function handleReservationUpdated(event: ReservationUpdatedEvent): Promise<NotificationOutcome | null> {
  if (!event.data) return null;
  const { siteId, reservationId } = event.params;
  const before = fromAdminData(event.data.before.data());
  const after = fromAdminData(event.data.after.data());
  const news = statusNews(before, after);
  if (!news) return null;
  const outcome = await notifyReservationStatus(db(), mailer(), {
    siteId,
    reservationId,
    eventId: event.id,
    before,
    after,
  });
  if (outcome) customerNotified(news, siteId, reservationId, event.id, outcome);
  return outcome;
}
