import type { SitePrivate } from '../schemas/site';
import { headerValue } from './email-text';

export interface NotificationAddresses {
  /** The shop's own address (« Email émetteur »): required, never a sender (the platform's is). */
  shop: string;
  to: string[];
}

export type AddressesResult =
  { ok: true; addresses: NotificationAddresses } | { ok: false; missing: 'sender' | 'recipients' };

/** The messages the settings screen shows for the same two checks (back-office spec §5). */
export const MISSING_ADDRESS_MESSAGES = {
  sender: "Veuillez d'abord configurer l'email émetteur.",
  recipients: 'Veuillez configurer au moins un email marchand.',
} as const;

/**
 * Who receives a site's notifications: every non-blank merchant email, once each; and the shop's
 * own address, which must be set too (public spec §7).
 */
export function notificationAddresses(settings: SitePrivate | null): AddressesResult {
  const shop = headerValue(settings?.senderEmail ?? '');
  if (shop === '') return { ok: false, missing: 'sender' };
  const seen = new Set<string>();
  const to: string[] = [];
  for (const email of settings?.merchantEmails ?? []) {
    const address = headerValue(email);
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    to.push(address);
  }
  if (to.length === 0) return { ok: false, missing: 'recipients' };
  return { ok: true, addresses: { shop, to } };
}
