import type { DataPort, Doc } from '../port/data-port';
import { addressQuotaRef, addressQuotaSchema, emailQuotaRef, emailQuotaSchema } from '../model/quota-refs';
import { recipientsRef } from '../model/recipient-refs';
import { refs } from '../model/refs';
import { queueWrite, setWrite } from '../model/repo';
import type { NotificationLog } from '../model/leads';
import { deliver, logStamps, pendingRecord, type DeliveryOutcome } from './deliver-notification';
import { ADDRESS_LIMITS, LIMITS_PER_HOUR, takeAddressQuota, takeQuota } from '../domain/limits';
import type { EmailMessage, Mailer } from './mailer';
import { isOffline } from './site-access';

export type NotificationOutcome = { status: 'duplicate' } | { status: 'skipped'; reason: string } | DeliveryOutcome;

export const LEAD_EMAIL_CAP_REASON = `Plus de ${LIMITS_PER_HOUR.leadEmails} emails en une heure pour ce site\u00a0: demande conservée, email non envoyé.`;

export const SITE_OFFLINE_REASON = 'Site désactivé\u00a0: aucun email n’est envoyé en son nom.';

export const ADDRESS_CAP_REASON = `Plus de ${ADDRESS_LIMITS.perDay}\u00a0emails en un jour à cette adresse, toutes boutiques confondues\u00a0: email non envoyé.`;

/** The site's documents an email is planned from, read inside the claiming transaction. */
export interface SiteDocs {
  site: Doc | null;
  settings: Doc | null;
  recipients: Doc | null;
}

export type EmailPlan = { send: true; email: EmailMessage } | { send: false; reason: string };

export interface SiteEmailClaim {
  siteId: string;
  /** notifications/{recordId}: whoever finds it taken sends nothing. */
  recordId: string;
  kind: NotificationLog['kind'];
  /** The lead the email copies: erasing the lead erases its log. */
  leadId: string;
  plan: (docs: SiteDocs) => EmailPlan;
  /** Past the cap, the dashboard counts leads the merchant was not told about, not customers' emails. */
  countsWithheldLead: boolean;
  /** An address nobody confirmed (a customer's): its `addressQuotaKey`, counted across the platform per day. */
  addressKey?: string;
}

/**
 * Claims notifications/{recordId} and counts the email against the site's hourly cap (and a
 * customer's address against its day across the platform) in one transaction, then sends: triggers are delivered at least once, and a replayed event finds the
 * claim and sends nothing.
 */
export async function claimSiteEmail(
  db: DataPort,
  mailer: Mailer,
  claim: SiteEmailClaim,
  now: Date,
): Promise<NotificationOutcome> {
  const record = refs.item(claim.siteId, 'notifications', claim.recordId);
  const quotaRef = emailQuotaRef(claim.siteId);

  const claimed = await db.transaction(async (tx) => {
    if (await tx.get(record.path)) return null;
    const docs: SiteDocs = {
      site: await tx.get(refs.site(claim.siteId).path),
      settings: await tx.get(refs.sitePrivate(claim.siteId).path),
      recipients: await tx.get(recipientsRef(claim.siteId).path),
    };
    const quota = emailQuotaSchema.safeParse((await tx.get(quotaRef.path))?.data);
    const addressRef = claim.addressKey ? addressQuotaRef(claim.addressKey) : null;
    const addressQuota = addressRef && addressQuotaSchema.safeParse((await tx.get(addressRef.path))?.data);
    let next: EmailPlan = isOffline(docs.site) ? { send: false, reason: SITE_OFFLINE_REASON } : claim.plan(docs);
    if (next.send) {
      const site = takeQuota(quota.success ? quota.data : null, 'leadEmails', now);
      const address = addressRef && takeAddressQuota(addressQuota?.success ? addressQuota.data : null, now);
      if (!site.allowed) {
        if (claim.countsWithheldLead) queueWrite(tx, setWrite(quotaRef, site.next));
        next = { send: false, reason: LEAD_EMAIL_CAP_REASON };
      } else if (address && !address.allowed) {
        next = { send: false, reason: ADDRESS_CAP_REASON };
      } else {
        queueWrite(tx, setWrite(quotaRef, site.next));
        if (addressRef && address) queueWrite(tx, setWrite(addressRef, address.next));
      }
    }
    const entry = next.send
      ? pendingRecord(claim.kind, next.email)
      : { kind: claim.kind, status: 'skipped' as const, error: next.reason };
    queueWrite(tx, setWrite(record, { ...entry, ...logStamps(), leadId: claim.leadId }));
    return next;
  });

  if (!claimed) return { status: 'duplicate' };
  if (!claimed.send) return { status: 'skipped', reason: claimed.reason };
  return deliver(db, mailer, record, claimed.email);
}
