import type { DataPort, Doc } from '../port/data-port';
import { refs } from '../refs';
import { emailQuotaRef, emailQuotaSchema } from '../quota-refs';
import { recipientsRef, recipientsSchema } from '../recipient-refs';
import { queueWrite, setWrite } from '../repo';
import { contactMessageSchema, quoteRequestSchema } from '../schemas/leads';
import { reservationSchema } from '../schemas/reservations';
import { sitePrivateSchema, siteSchema } from '../schemas/site';
import { deliver, logStamps, pendingRecord, type DeliveryOutcome } from './deliver-notification';
import { DEFAULT_SITE_NAME, leadEmail, type Lead } from './lead-emails';
import type { EmailMessage, Mailer } from './mailer';
import { LIMITS_PER_HOUR, takeQuota } from './limits';
import { MISSING_ADDRESS_MESSAGES, notificationAddresses } from './notification-addresses';

export type LeadKind = Lead['kind'];

export interface NewLeadEvent {
  siteId: string;
  kind: LeadKind;
  /** The created document's id, kept on its notification log. */
  leadId: string;
  /** The trigger event's id: a replayed event finds its claim and sends nothing. */
  eventId: string;
  /** The created document as the trigger saw it (timestamps as Date). */
  data: unknown;
}

export type NotificationOutcome = { status: 'duplicate' } | { status: 'skipped'; reason: string } | DeliveryOutcome;

export const INVALID_LEAD_REASON = 'Document invalide : aucun email envoyé.';
export const LEAD_EMAIL_CAP_REASON = `Plus de ${LIMITS_PER_HOUR.leadEmails} emails en une heure pour ce site : demande conservée, email non envoyé.`;

function parseLead(kind: LeadKind, data: unknown): Lead | null {
  if (kind === 'quoteRequest') {
    const parsed = quoteRequestSchema.safeParse(data);
    return parsed.success ? { kind, data: parsed.data } : null;
  }
  if (kind === 'reservation') {
    const parsed = reservationSchema.safeParse(data);
    return parsed.success ? { kind, data: parsed.data } : null;
  }
  const parsed = contactMessageSchema.safeParse(data);
  return parsed.success ? { kind, data: parsed.data } : null;
}

type Plan = { send: true; email: EmailMessage } | { send: false; reason: string };

interface SiteDocs {
  site: Doc | null;
  settings: Doc | null;
  recipients: Doc | null;
}

function plan(lead: Lead | null, { site, settings, recipients }: SiteDocs, sender: string): Plan {
  if (!lead) return { send: false, reason: INVALID_LEAD_REASON };
  const parsedSettings = sitePrivateSchema.safeParse(settings?.data ?? {});
  const confirmed = recipientsSchema.safeParse(recipients?.data ?? {});
  const addresses = notificationAddresses(
    parsedSettings.success ? parsedSettings.data : null,
    confirmed.success ? confirmed.data.confirmed : [],
  );
  if (!addresses.ok) return { send: false, reason: MISSING_ADDRESS_MESSAGES[addresses.missing] };
  const parsedSite = siteSchema.safeParse(site?.data);
  const siteName = parsedSite.success ? parsedSite.data.name : DEFAULT_SITE_NAME;
  return { send: true, email: leadEmail(lead, siteName, addresses.addresses, sender) };
}

/**
 * Emails the merchant about a new quote request, contact message or reservation (Firestore trigger; the
 * sandbox runs it on its own writes). The notification is claimed in a transaction before
 * anything is sent, because triggers are delivered at least once: a replayed event finds the
 * claim and sends nothing. Only with the shop's address and at least one confirmed merchant email, and
 * at most `LIMITS_PER_HOUR.leadEmails` an hour per site: past the cap the lead stays, unmailed, and
 * the counters tell the owner's dashboard.
 */
export async function notifyNewLead(
  db: DataPort,
  mailer: Mailer,
  event: NewLeadEvent,
  now: Date = new Date(),
): Promise<NotificationOutcome> {
  const record = refs.item(event.siteId, 'notifications', event.eventId);
  const quotaRef = emailQuotaRef(event.siteId);
  const lead = parseLead(event.kind, event.data);

  const claimed = await db.transaction(async (tx) => {
    if (await tx.get(record.path)) return null;
    const docs: SiteDocs = {
      site: await tx.get(refs.site(event.siteId).path),
      settings: await tx.get(refs.sitePrivate(event.siteId).path),
      recipients: await tx.get(recipientsRef(event.siteId).path),
    };
    const quota = emailQuotaSchema.safeParse((await tx.get(quotaRef.path))?.data);
    let next = plan(lead, docs, mailer.sender);
    if (next.send) {
      const decision = takeQuota(quota.success ? quota.data : null, 'leadEmails', now);
      queueWrite(tx, setWrite(quotaRef, decision.next));
      if (!decision.allowed) next = { send: false, reason: LEAD_EMAIL_CAP_REASON };
    }
    const entry = next.send
      ? pendingRecord(event.kind, next.email)
      : { kind: event.kind, status: 'skipped' as const, error: next.reason };
    queueWrite(tx, setWrite(record, { ...entry, ...logStamps(), leadId: event.leadId }));
    return next;
  });

  if (!claimed) return { status: 'duplicate' };
  if (!claimed.send) return { status: 'skipped', reason: claimed.reason };
  return deliver(db, mailer, record, claimed.email);
}
