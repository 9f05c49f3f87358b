import type { DataPort, Doc, Where } from '../port/data-port';
import { VISITOR_QUOTA_RETENTION_DAYS } from '../domain/retention';
import { prospectRefs } from '../model/prospect-refs';
import { addressQuotasRef, visitorQuotasRef } from '../model/quota-refs';
import { refs } from '../model/refs';
import { DEFAULT_LEAD_RETENTION_MONTHS, policiesPageSchema } from '../model/pages';

/** Firestore takes at most 500 writes in a batch. */
const BATCH_SIZE = 400;

export interface PurgeReport {
  leads: number;
  notifications: number;
  prospects: number;
  visitorQuotas: number;
  addressQuotas: number;
}

/** The same moment `months` calendar months earlier (in UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

async function removeAll(db: DataPort, docs: readonly Doc[]): Promise<number> {
  for (let start = 0; start < docs.length; start += BATCH_SIZE) {
    await db.batch(docs.slice(start, start + BATCH_SIZE).map((doc) => ({ kind: 'remove', path: doc.path }) as const));
  }
  return docs.length;
}

const before = (field: string, date: Date): { where: Where[] } => ({ where: [[field, '<', date]] });

/**
 * Deletes the notification logs of a lead (they hold a copy of it): when an owner deletes the lead,
 * when retention does, when a visitor's data is erased.
 */
export async function deleteLeadNotifications(db: DataPort, siteId: string, leadId: string): Promise<number> {
  const logs = await db.query(refs.collection(siteId, 'notifications').path, { where: [['leadId', '==', leadId]] });
  return removeAll(db, logs);
}

/**
 * The daily clean-up: each shop's quote requests, contact messages, reservations and orders older than its
 * retention after the last contact (a request's creation, a message's last update) with their notification
 * logs; the platform's shop requests after the default retention; visitors' submission counters
 * and customers' address counters after two days. Safe to run again: what is gone is not found twice.
 */
export async function purgeExpiredData(db: DataPort, now: Date = new Date()): Promise<PurgeReport> {
  const report: PurgeReport = { leads: 0, notifications: 0, prospects: 0, visitorQuotas: 0, addressQuotas: 0 };
  for (const site of await db.query(refs.sites().path)) {
    const policies = policiesPageSchema.safeParse((await db.get(refs.page(site.id, 'policies').path))?.data ?? {});
    const cutoff = monthsBefore(
      now,
      policies.success ? policies.data.leadRetentionMonths : DEFAULT_LEAD_RETENTION_MONTHS,
    );
    const expired = [
      ...(await db.query(refs.collection(site.id, 'quoteRequests').path, before('createdAt', cutoff))),
      ...(await db.query(refs.collection(site.id, 'contactMessages').path, before('updatedAt', cutoff))),
      ...(await db.query(refs.collection(site.id, 'reservations').path, before('createdAt', cutoff))),
      ...(await db.query(refs.collection(site.id, 'orders').path, before('createdAt', cutoff))),
    ];
    for (const lead of expired) report.notifications += await deleteLeadNotifications(db, site.id, lead.id);
    report.leads += await removeAll(db, expired);
  }
  const prospectCutoff = monthsBefore(now, DEFAULT_LEAD_RETENTION_MONTHS);
  report.prospects = await removeAll(
    db,
    await db.query(prospectRefs.prospects().path, before('createdAt', prospectCutoff)),
  );
  const quotaCutoff = new Date(now.getTime() - VISITOR_QUOTA_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  report.visitorQuotas = await removeAll(db, await db.query(visitorQuotasRef().path, before('dayStart', quotaCutoff)));
  report.addressQuotas = await removeAll(db, await db.query(addressQuotasRef().path, before('dayStart', quotaCutoff)));
  return report;
}
