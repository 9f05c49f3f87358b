import { z } from 'zod';
import { LIMITS, imageUrl } from '../model/common';
import { isPhoneNumber, isPlainText } from '../model/form-text';
import { legalDetailsSchema, type LegalDetails } from '../model/legal';
import { policiesPageSchema, type PoliciesPage } from '../model/pages';
import { SOCIAL_NETWORKS, type Contact, type Site, type SitePrivate, type Social } from '../model/site';

const EMAIL_INVALID = 'Email invalide';
export const SETTINGS_MESSAGES = {
  phone: 'Numéro de téléphone invalide (chiffres, espaces, points, tirets, parenthèses et +)',
  address: 'L’adresse ne peut contenir ni lien ni adresse email',
};
const URL_INVALID = 'Adresse web invalide (ex. https://www.exemple.fr)';

/** Owners type 'facebook.com/maboutique' on phones: a missing scheme becomes https://. */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' || /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname.includes('.');
  } catch {
    return false;
  }
}

const webAddress = z
  .string()
  .max(LIMITS.url, URL_INVALID)
  .transform(withHttps)
  .refine((value) => value === '' || isWebAddress(value), URL_INVALID);
const optionalEmail = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.email(EMAIL_INVALID).max(LIMITS.email)]));
const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, `${LIMITS.phone} caractères maximum`)
  .refine((value) => value === '' || isPhoneNumber(value), SETTINGS_MESSAGES.phone);
const line = z.string().trim().max(LIMITS.title, `${LIMITS.title} caractères maximum`);
// Customers' emails carry the shop's address: no link or email address there (they go elsewhere).
const shopAddress = line.refine(isPlainText, SETTINGS_MESSAGES.address);

/** Settings screen: private addresses and public contact details together. */
export const settingsFormSchema = z.object({
  senderEmail: z
    .string()
    .trim()
    .min(1, 'L’email émetteur est obligatoire')
    .pipe(z.email(EMAIL_INVALID).max(LIMITS.email, EMAIL_INVALID)),
  merchantEmails: z.tuple([optionalEmail, optionalEmail, optionalEmail]),
  phones: z.tuple([phone, phone, phone]),
  address: shopAddress,
  metro: line,
  bus: line,
  tram: line,
  car: line,
  mapsLink: webAddress,
  mapImageUrl: imageUrl,
  social: z.object({
    facebook: webAddress,
    twitter: webAddress,
    instagram: webAddress,
    tiktok: webAddress,
    linkedin: webAddress,
  }),
  legal: legalDetailsSchema,
  policies: policiesPageSchema,
  alsaceMoselle: z.boolean(),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

const three = (values: readonly string[]): [string, string, string] => [
  values[0] ?? '',
  values[1] ?? '',
  values[2] ?? '',
];

/** The form's starting values from the stored documents (all but the site may be missing). */
export function settingsFormDefaults(
  site: Pick<Site, 'contact' | 'social' | 'alsaceMoselle'>,
  secret: SitePrivate | null,
  legal: LegalDetails | null = null,
  policies: PoliciesPage | null = null,
) {
  const { contact, social } = site;
  return {
    senderEmail: secret?.senderEmail ?? '',
    merchantEmails: three(secret?.merchantEmails ?? (contact.email ? [contact.email] : [])),
    phones: three(contact.phones),
    address: contact.address,
    metro: contact.metro,
    bus: contact.bus,
    tram: contact.tram,
    car: contact.car,
    mapsLink: contact.mapsLink,
    mapImageUrl: contact.mapImageUrl,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, social[network]])) as Social,
    // Parsed again: the stored entity carries its id, which the form has no field for.
    legal: legalDetailsSchema.parse(legal ?? {}),
    policies: policiesPageSchema.parse(policies ?? {}),
    alsaceMoselle: site.alsaceMoselle,
  } satisfies SettingsFormInput;
}

/**
 * Every merchant address and the sender go to the private document; merchant email 1 and the
 * phones also go to the public contact details the contact page shows; the legal details and the
 * policies (retention, terms) to their own public page documents.
 */
export function splitSettings(values: SettingsFormValues): {
  secret: SitePrivate;
  contact: Contact;
  social: Social;
  legal: LegalDetails;
  policies: PoliciesPage;
  alsaceMoselle: boolean;
} {
  const merchantEmails = values.merchantEmails.filter((email) => email !== '');
  return {
    secret: { senderEmail: values.senderEmail, merchantEmails },
    contact: {
      email: merchantEmails[0] ?? '',
      phones: values.phones.filter((phone) => phone !== ''),
      address: values.address,
      metro: values.metro,
      bus: values.bus,
      tram: values.tram,
      car: values.car,
      mapsLink: values.mapsLink,
      mapImageUrl: values.mapImageUrl,
    },
    social: values.social,
    // A sole trader has no share capital: one typed before switching forms is not published.
    legal: values.legal.legalForm === 'ei' ? { ...values.legal, shareCapital: '' } : values.legal,
    policies: values.policies,
    alsaceMoselle: values.alsaceMoselle,
  };
}
