import { mailboxOf } from '../domain/mailbox';
import type { SitePrivate } from '../model/site';
import { headerValue } from './email-text';

export interface NotificationAddresses {
  /** The shop's own address (« Email émetteur »): required, never a sender (the platform's is). */
  shop: string;
  to: string[];
}

export type MissingAddress = 'sender' | 'recipients' | 'confirmation';

export type AddressesResult = { ok: true; addresses: NotificationAddresses } | { ok: false; missing: MissingAddress };

/** The messages the settings screen shows for the same checks. */
export const MISSING_ADDRESS_MESSAGES = {
  sender: 'Veuillez d’abord configurer l’email émetteur.',
  recipients: 'Veuillez configurer au moins un email marchand.',
  confirmation:
    'Aucun email marchand n’est encore confirmé\u00a0: ouvrez le lien de confirmation envoyé à chaque adresse.',
} as const satisfies Record<MissingAddress, string>;

/** How addresses are compared: a confirmation holds whatever the case the owner types. */
export const addressKey = (email: string): string => headerValue(email).toLowerCase();

/**
 * The key of an address's counters (addressQuotas/): the SHA-256, in hex, of its mailbox
 * (`mailboxOf`), so every spelling of one mailbox shares one cap.
 */
export async function addressQuotaKey(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(mailboxOf(headerValue(email)));
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The shop's own address (« Email émetteur »), '' when unset: customers' replies go to it. */
export const shopAddress = (settings: SitePrivate | null): string => headerValue(settings?.senderEmail ?? '');

/**
 * Who receives a site's notifications: every merchant email whose owner confirmed it through the
 * emailed link, once each; and the shop's own address, which must be set too.
 */
export function notificationAddresses(settings: SitePrivate | null, confirmed: readonly string[]): AddressesResult {
  const shop = shopAddress(settings);
  if (shop === '') return { ok: false, missing: 'sender' };
  const accepted = new Set(confirmed.map(addressKey));
  const seen = new Set<string>();
  const to: string[] = [];
  for (const email of settings?.merchantEmails ?? []) {
    const address = headerValue(email);
    const key = addressKey(address);
    if (address === '' || seen.has(key)) continue;
    seen.add(key);
    if (accepted.has(key)) to.push(address);
  }
  if (seen.size === 0) return { ok: false, missing: 'recipients' };
  if (to.length === 0) return { ok: false, missing: 'confirmation' };
  return { ok: true, addresses: { shop, to } };
}
