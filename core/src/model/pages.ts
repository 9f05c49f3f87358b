import { z } from 'zod';
import { LIMITS, imageUrl, isoDate, text } from './common';
import { dayHoursSchema, timeOfDay } from './hours';

/** sites/{siteId}/pages/home */
export const homePageSchema = z.object({
  heroTitle: text(LIMITS.title),
  heroSubtitle: text(LIMITS.shortText),
  heroImageUrl: imageUrl,
  highlightTitle: text(LIMITS.title),
  highlightDescription: text(LIMITS.longText),
  highlightImageUrl: imageUrl,
  highlightSecondImageUrl: imageUrl,
});
export type HomePage = z.output<typeof homePageSchema>;

/** sites/{siteId}/pages/about */
export const aboutPageSchema = z.object({
  storyDescription: text(LIMITS.longText),
});
export type AboutPage = z.output<typeof aboutPageSchema>;

export const SERVICES_PAGE_DEFAULTS = {
  title: 'Nos prestations',
  description: 'Découvrez nos différentes prestations et services.',
} as const;

/** sites/{siteId}/pages/services */
export const servicesPageSchema = z.object({
  title: text(LIMITS.title),
  description: text(LIMITS.longText),
});
export type ServicesPage = z.output<typeof servicesPageSchema>;

/** The owner's preparation delay for reservations when none is set: a day. */
export const DEFAULT_PREPARATION_HOURS = 24;
/** Two weeks: a longer delay would leave little of the 60 days a visitor may choose a pick-up from. */
export const MAX_PREPARATION_HOURS = 336;

/**
 * sites/{siteId}/pages/hours: the regular week, one entry per day (0 = Sunday), and how many hours
 * before a pick-up the shop needs a reservation (0 to two weeks).
 */
export const hoursPageSchema = z.object({
  week: z.array(dayHoursSchema).max(7).default([]),
  reservationPreparationHours: z.number().int().min(0).max(MAX_PREPARATION_HOURS).default(DEFAULT_PREPARATION_HOURS),
});
export type HoursPage = z.output<typeof hoursPageSchema>;

/** How long a shop keeps its visitors' requests after the last contact, in months (owner's choice). */
export const LEAD_RETENTION_CHOICES = [6, 12, 24, 36] as const;
/** Three years after the last contact: the CNIL's guidance for prospects. */
export const DEFAULT_LEAD_RETENTION_MONTHS = 36;
export const TERMS_MAX = 20_000;

/** sites/{siteId}/pages/policies: the retention the privacy policy states, and the optional terms of sale. */
export const policiesPageSchema = z.object({
  leadRetentionMonths: z
    .number()
    .int()
    .refine((months) => (LEAD_RETENTION_CHOICES as readonly number[]).includes(months), 'Durée non proposée')
    .default(DEFAULT_LEAD_RETENTION_MONTHS),
  /** Free text written by the owner; the « Conditions générales » link shows only when it is not empty. */
  terms: text(TERMS_MAX),
});
export type PoliciesPage = z.output<typeof policiesPageSchema>;

/** The ardoise's title: a line on a board. */
export const ARDOISE_TITLE_MAX = 120;

/**
 * sites/{siteId}/pages/ardoise: « L'ardoise du jour » — the plat du jour, today's delivery, a flash
 * offer: shown on the day it was written (`date`, Paris) until `until`, then gone by itself.
 */
export const ardoisePageSchema = z.object({
  title: text(ARDOISE_TITLE_MAX),
  price: z.number().min(0).max(100_000).nullable().default(null),
  imageUrl,
  /** Without a photo: a square picture of the title in the shop's colours, for link previews. */
  cardUrl: imageUrl,
  date: isoDate.nullable().default(null),
  until: timeOfDay,
});
export type ArdoisePage = z.output<typeof ardoisePageSchema>;

export const PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  hours: hoursPageSchema,
  policies: policiesPageSchema,
  ardoise: ardoisePageSchema,
} as const;
export type PageName = keyof typeof PAGE_SCHEMAS;
