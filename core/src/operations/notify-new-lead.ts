import type { DataPort } from '../port/data-port';
import { recipientsSchema } from '../model/recipient-refs';
import { contactMessageSchema, quoteRequestSchema } from '../model/leads';
import { reservationSchema } from '../model/reservations';
import { sitePrivateSchema, siteSchema } from '../model/site';
import { claimSiteEmail, type EmailPlan, type NotificationOutcome, type SiteDocs } from './claim-site-email';
import { DEFAULT_SITE_NAME, leadEmail, type Lead } from './lead-emails';
import type { Mailer } from './mailer';
import { lostCount, recordAudience } from './record-audience';
import type { WrittenAction } from '../domain/audience';
import { MISSING_ADDRESS_MESSAGES, notificationAddresses } from './notification-addresses';

export { LEAD_EMAIL_CAP_REASON, type NotificationOutcome } from './claim-site-email';

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

export const INVALID_LEAD_REASON = 'Document invalide\u00a0: aucun email envoyé.';

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

function plan(lead: Lead | null, { site, settings, recipients }: SiteDocs, sender: string): EmailPlan {
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

/** The action « Statistiques » counts for each kind of lead. */
const WRITTEN_ACTION: Record<LeadKind, WrittenAction> = {
  quoteRequest: 'quote',
  contactMessage: 'message',
  reservation: 'reservation',
};

/**
 * Emails the merchant about a new quote request, contact message or reservation (Firestore trigger; the
 * sandbox runs it on its own writes), and counts it in the site's audience. The notification is claimed in a transaction before
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
  const lead = parseLead(event.kind, event.data);
  const outcome = await claimSiteEmail(
    db,
    mailer,
    {
      siteId: event.siteId,
      recordId: event.eventId,
      kind: event.kind,
      leadId: event.leadId,
      plan: (docs) => plan(lead, docs, mailer.sender),
      countsWithheldLead: true,
    },
    now,
  );
  // A replayed event is not a second lead: counted once, with the claim, for « Statistiques ».
  if (outcome.status !== 'duplicate')
    await recordAudience(db, event.siteId, { kind: 'action', action: WRITTEN_ACTION[event.kind] }, now).catch(
      lostCount,
    );
  return outcome;
}
