import type { z } from 'zod';
import type { addressQuotaSchema, emailQuotaSchema } from '../model/quota-refs';

/**
 * Every abuse limit of the platform, in one place (docs/security.md, « Limits »). The emulator tier
 * checks each one from the attacker's side.
 */
export const LIMITS_PER_HOUR = {
  /** Notification emails about new leads, per site: further leads are kept, not emailed. */
  leadEmails: 20,
  /** Test emails from the settings screen, per site. */
  testEmails: 5,
  /** Confirmation links sent to merchant addresses, per site. */
  confirmationEmails: 10,
} as const;

/** Public submissions (quote requests, contact messages, shops' requests) per visitor. */
export const VISITOR_LIMITS = { perMinute: 3, perDay: 20 } as const;

/**
 * Emails to one customer address across the platform, per day, whatever the shop: the platform
 * mails addresses nobody confirmed only this often. Further emails are recorded `skipped`.
 */
export const ADDRESS_LIMITS = { perDay: 3 } as const;

export type QuotaKind = keyof typeof LIMITS_PER_HOUR;

const HOUR_MS = 60 * 60 * 1000;

export type EmailQuota = z.output<typeof emailQuotaSchema>;

export type QuotaDecision = { allowed: boolean; next: EmailQuota };

/** Counts one email of `kind` against the hour's cap, starting a new hour when the last one is over. */
export function takeQuota(current: EmailQuota | null, kind: QuotaKind, now: Date): QuotaDecision {
  const fresh = !current || now.getTime() - current.hourStart.getTime() >= HOUR_MS;
  const base: EmailQuota = fresh
    ? {
        hourStart: now,
        leadEmails: 0,
        testEmails: 0,
        confirmationEmails: 0,
        withheldLeads: current?.withheldLeads ?? 0,
        lastWithheldAt: current?.lastWithheldAt ?? null,
      }
    : current;
  if (base[kind] >= LIMITS_PER_HOUR[kind]) {
    const next = kind === 'leadEmails' ? { ...base, withheldLeads: base.withheldLeads + 1, lastWithheldAt: now } : base;
    return { allowed: false, next };
  }
  return { allowed: true, next: { ...base, [kind]: base[kind] + 1 } };
}

/** Minutes until the current hour's counters start again (at least 1). */
export function minutesUntilReset(quota: EmailQuota, now: Date): number {
  return Math.max(1, Math.ceil((quota.hourStart.getTime() + HOUR_MS - now.getTime()) / 60_000));
}

const DAY_MS = 24 * HOUR_MS;

export type AddressQuota = z.output<typeof addressQuotaSchema>;

/** Counts one email to an address against its day, starting a new day when the last one is over. */
export function takeAddressQuota(current: AddressQuota | null, now: Date): { allowed: boolean; next: AddressQuota } {
  const base = !current || now.getTime() - current.dayStart.getTime() >= DAY_MS ? { dayStart: now, count: 0 } : current;
  if (base.count >= ADDRESS_LIMITS.perDay) return { allowed: false, next: base };
  return { allowed: true, next: { ...base, count: base.count + 1 } };
}
