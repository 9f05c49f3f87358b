// What a customer's email carries of what someone typed: plain words only, never a link.
import { MAX_FIRST_NAME, PERSON_NAME, isPhoneNumber, isPlainText } from '../model/form-text';
import { statusReasonSchema } from '../model/reservations';
import { sitePrivateSchema, siteSchema } from '../model/site';
import type { SiteDocs } from './claim-site-email';
import { escapeHtml, fieldsAsHtml, fieldsAsText, headerValue, paragraphHtml, type EmailField } from './email-text';
import { DEFAULT_SITE_NAME } from './lead-emails';
import type { EmailMessage } from './mailer';
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

/** A customer's email in both forms: greeting, paragraphs, the details, the outro and the shop's name. */
export function customerEmailMessage(input: {
  site: string;
  sender: string;
  to: string;
  replyTo: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  fields: readonly EmailField[];
  outro: string;
}): EmailMessage {
  const { site, greeting, paragraphs, fields, outro } = input;
  const text = [greeting, ...paragraphs, fieldsAsText(fields), outro, `À bientôt,\n${site}`].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(paragraphHtml),
    fieldsAsHtml(fields),
    `<p>${escapeHtml(outro)}</p>`,
    `<p>À bientôt,<br>${escapeHtml(site)}</p>`,
  ].join('\n');
  return {
    from: { name: headerValue(site), email: input.sender },
    to: [headerValue(input.to)],
    replyTo: headerValue(input.replyTo) || null,
    subject: headerValue(`${input.subject} – ${site}`),
    text,
    html,
  };
}
