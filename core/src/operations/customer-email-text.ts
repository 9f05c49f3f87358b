// What a customer's email carries of what someone typed: plain words only, never a link.
import { MAX_FIRST_NAME, PERSON_NAME, isPhoneNumber, isPlainText } from '../model/form-text';
import { statusReasonSchema } from '../model/reservations';
import { sitePrivateSchema, siteSchema } from '../model/site';
import type { SiteDocs } from './claim-site-email';
import { DEFAULT_SITE_NAME } from './lead-emails';
import { shopAddress } from './notification-addresses';

/** The shop as its customer's email shows it (as stored: checked here); the customer's replies go to `replyTo`. */
export interface ShopDetails {
  name: string;
  address: string;
  phone: string;
  replyTo: string;
}

/** The owner's reason when it is short plain words; a link or an address is never mailed (left out). */
export function plainReason(reason: string): string {
  const checked = statusReasonSchema.safeParse(reason);
  return checked.success ? checked.data : '';
}

/**
 * What the owner typed, for an address nobody confirmed: trimmed, or '' (its line left out) when a
 * mail client would make a link of it. The owner cannot send a stranger anywhere through the shop.
 */
export function plainWords(value: string): string {
  const words = value.trim();
  return isPlainText(words) ? words : '';
}

/** The shop's phone when it is one, else '' (its line left out). */
export function phoneOf(value: string): string {
  const phone = value.trim();
  return isPhoneNumber(phone) ? phone : '';
}

/** « Bonjour Louise, » — or « Bonjour, » when what was typed is not a first name. */
export function greetingOf(firstName: string): string {
  const name = firstName.trim();
  return name.length <= MAX_FIRST_NAME && PERSON_NAME.test(name) ? `Bonjour ${name},` : 'Bonjour,';
}

/** The shop as its customer's email names it, read in the claim's transaction; null without a reply address. */
export function customerShop(docs: SiteDocs): ShopDetails | null {
  const settings = sitePrivateSchema.safeParse(docs.settings?.data ?? {});
  const replyTo = shopAddress(settings.success ? settings.data : null);
  if (replyTo === '') return null;
  const site = siteSchema.safeParse(docs.site?.data);
  return {
    name: site.success ? site.data.name : DEFAULT_SITE_NAME,
    address: site.success ? site.data.contact.address : '',
    phone: (site.success ? site.data.contact.phones[0] : undefined) ?? '',
    replyTo,
  };
}
