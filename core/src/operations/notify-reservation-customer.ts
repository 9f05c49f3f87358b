import type { DataPort } from '../port/data-port';
import { reservationSchema, reservationStatusSchema, type Reservation } from '../model/reservations';
import { claimSiteEmail, type EmailPlan, type NotificationOutcome, type SiteDocs } from './claim-site-email';
import { customerShop } from './customer-email-text';
import type { Mailer } from './mailer';
import { addressQuotaKey, MISSING_ADDRESS_MESSAGES } from './notification-addresses';
import { INVALID_LEAD_REASON } from './notify-new-lead';
import { reservationCustomerEmail, type CustomerNews } from './reservation-customer-emails';

export interface ReservationCreatedEvent {
  siteId: string;
  reservationId: string;
  /** The trigger event's id: a replayed event finds its claim and sends nothing. */
  eventId: string;
  /** The created reservation as the trigger saw it (timestamps as Date). */
  data: unknown;
}

export interface ReservationUpdatedEvent {
  siteId: string;
  reservationId: string;
  eventId: string;
  before: unknown;
  after: unknown;
}

/** The customer's claims: one per creation event, one per reservation and status whatever the events. */
export const customerRecordId = (news: CustomerNews, event: { eventId: string; reservationId: string }): string =>
  news === 'received' ? `customer-${event.eventId}` : `customer-${event.reservationId}-${news}`;

/** A missing or unknown status reads as 'new', as the schema reads it. */
const statusOf = (data: unknown) => {
  const parsed = reservationStatusSchema.safeParse((data as { status?: unknown } | null)?.status);
  return parsed.success ? parsed.data : 'new';
};

/** 'confirmed' or 'declined' when the update moved the reservation into that status, else null. */
export function statusNews(before: unknown, after: unknown): Extract<CustomerNews, 'confirmed' | 'declined'> | null {
  const status = statusOf(after);
  if (status === statusOf(before)) return null;
  return status === 'confirmed' || status === 'declined' ? status : null;
}

function plan(news: CustomerNews, reservation: Reservation | null, docs: SiteDocs, sender: string): EmailPlan {
  if (!reservation) return { send: false, reason: INVALID_LEAD_REASON };
  const shop = customerShop(docs);
  if (!shop) return { send: false, reason: MISSING_ADDRESS_MESSAGES.sender };
  return { send: true, email: reservationCustomerEmail(news, reservation, shop, sender) };
}

async function emailCustomer(
  db: DataPort,
  mailer: Mailer,
  news: CustomerNews,
  event: { siteId: string; reservationId: string; eventId: string; data: unknown },
  now: Date,
): Promise<NotificationOutcome> {
  const parsed = reservationSchema.safeParse(event.data);
  const reservation = parsed.success ? parsed.data : null;
  const addressKey = reservation ? await addressQuotaKey(reservation.customerEmail) : undefined;
  return claimSiteEmail(
    db,
    mailer,
    {
      siteId: event.siteId,
      recordId: customerRecordId(news, event),
      kind: 'customer',
      leadId: event.reservationId,
      plan: (docs) => plan(news, reservation, docs, mailer.sender),
      countsWithheldLead: false,
      addressKey,
    },
    now,
  );
}

/**
 * Tells the customer their reservation request arrived, and that it is not yet confirmed (creation
 * trigger, after the merchant's email). Replies go to the shop's address; counted in the site's
 * hourly cap like the merchant's emails.
 */
export function acknowledgeReservation(
  db: DataPort,
  mailer: Mailer,
  event: ReservationCreatedEvent,
  now: Date = new Date(),
): Promise<NotificationOutcome> {
  return emailCustomer(db, mailer, 'received', event, now);
}

/**
 * Tells the customer the owner confirmed or declined their reservation (update trigger). Nothing
 * for other changes (seen, ready, collected…), and at most once per reservation and status, so a
 * replayed event or a status changed back and forth never mails the customer again.
 */
export async function notifyReservationStatus(
  db: DataPort,
  mailer: Mailer,
  event: ReservationUpdatedEvent,
  now: Date = new Date(),
): Promise<NotificationOutcome | null> {
  const news = statusNews(event.before, event.after);
  if (!news) return null;
  return emailCustomer(db, mailer, news, { ...event, data: event.after }, now);
}
