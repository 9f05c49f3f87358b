import { z } from 'zod';
import { collection, doc, segment } from './refs';
import { timestamp } from './common';

/** sites/{siteId}/private/emailQuota: the hour's email counters, written by the functions only. */
export const emailQuotaSchema = z.object({
  hourStart: timestamp,
  leadEmails: z.number().int().min(0).default(0),
  testEmails: z.number().int().min(0).default(0),
  confirmationEmails: z.number().int().min(0).default(0),
  withheldLeads: z.number().int().min(0).default(0),
  lastWithheldAt: timestamp.nullable().default(null),
});

/** Apart from `refs`, so the public pages' bundle does not carry it. */
export const emailQuotaRef = (siteId: string) => doc(`sites/${segment(siteId)}/private/emailQuota`, emailQuotaSchema);

/**
 * visitorQuotas/{uid}: a visitor's public submissions this minute and this day, and the path of the
 * last one; written by the visitor in the same request as each submission, checked by the rules.
 */
export const visitorQuotaSchema = z.object({
  minuteStart: timestamp,
  minuteCount: z.number().int().min(0),
  dayStart: timestamp,
  dayCount: z.number().int().min(0),
  lastLead: z.string(),
});

export const visitorQuotaRef = (uid: string) => doc(`visitorQuotas/${segment(uid)}`, visitorQuotaSchema);
export const visitorQuotasRef = () => collection('visitorQuotas', visitorQuotaSchema);

/**
 * addressQuotas/{key}: customer emails sent to one address this day, across the platform; the key
 * is the address's SHA-256 (`addressQuotaKey`), so the counters name nobody. Written by the functions only.
 */
export const addressQuotaSchema = z.object({
  dayStart: timestamp,
  count: z.number().int().min(0),
});

export const addressQuotaRef = (key: string) => doc(`addressQuotas/${segment(key)}`, addressQuotaSchema);
export const addressQuotasRef = () => collection('addressQuotas', addressQuotaSchema);
