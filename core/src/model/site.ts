import { z } from 'zod';
import { SEARCH_KEY_MAX } from './search-keys';
import { DEFAULT_PLAN, planIdSchema } from './plans';
import {
  LIMITS,
  hexColour,
  imageUrl,
  linkUrl,
  optionalEmail,
  requiredText,
  sameField,
  text,
  timestamp,
} from './common';

export const DEFAULT_COLOURS = {
  primaryColor: '#4CAF50',
  secondaryColor: '#2e7d32',
  accentColor: '#81C784',
  /** Labelled 'fond picto' in the back office: the background of icons. */
  primaryHoverColor: '#3e9742',
} as const;

export const appearanceSchema = z.object({
  logoUrl: imageUrl,
  primaryColor: hexColour.default(DEFAULT_COLOURS.primaryColor),
  secondaryColor: hexColour.default(DEFAULT_COLOURS.secondaryColor),
  accentColor: hexColour.default(DEFAULT_COLOURS.accentColor),
  primaryHoverColor: hexColour.default(DEFAULT_COLOURS.primaryHoverColor),
});
export type Appearance = z.output<typeof appearanceSchema>;

/** Public contact details: merchant email 1 and the phones are shown on the contact page. */
export const contactSchema = z.object({
  email: optionalEmail.default(''),
  phones: z.array(z.string().max(LIMITS.phone).trim()).max(3).default([]),
  address: text(LIMITS.title),
  metro: text(LIMITS.title),
  bus: text(LIMITS.title),
  tram: text(LIMITS.title),
  car: text(LIMITS.title),
  mapsLink: linkUrl,
  mapImageUrl: imageUrl,
});
export type Contact = z.output<typeof contactSchema>;

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialSchema = z.object(sameField(SOCIAL_NETWORKS, linkUrl));
export type Social = z.output<typeof socialSchema>;

/** sites/{siteId}: publicly readable; private settings live in sites/{siteId}/private/settings. */
export const siteSchema = z.object({
  name: requiredText(LIMITS.name),
  ownerId: z.string().nullable().default(null),
  /** What the shop pays for (PLAN_FEATURES): set by an administrator only. */
  plan: planIdSchema.default(DEFAULT_PLAN),
  /** false: an administrator took the site offline; visitors see it unavailable, its content stays. */
  active: z.boolean().default(true),
  createdAt: timestamp,
  updatedAt: timestamp,
  appearance: appearanceSchema.prefault({}),
  contact: contactSchema.prefault({}),
  social: socialSchema.prefault({}),
  /** The shop is in Alsace or Moselle: Good Friday and Saint Stephen's Day are public holidays too. */
  alsaceMoselle: z.boolean().default(false),
  /**
   * What the back office's searches find it by (`siteSearchKeys` of its name and domains): written
   * by the server only, left out of the published documents; absent until then.
   */
  searchKeys: z.array(z.string().max(SEARCH_KEY_MAX)).optional(),
});
export type Site = z.output<typeof siteSchema>;

/** sites/{siteId}/private/settings: notification addresses, owner and admin only. */
export const sitePrivateSchema = z.object({
  senderEmail: optionalEmail.default(''),
  merchantEmails: z.array(optionalEmail).max(3).default([]),
});
export type SitePrivate = z.output<typeof sitePrivateSchema>;
