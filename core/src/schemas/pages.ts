import { z } from 'zod';
import { LIMITS, imageUrl, text } from './common';
import { dayHoursSchema } from './hours';

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

/** sites/{siteId}/pages/hours: the regular week, one entry per day (0 = Sunday). */
export const hoursPageSchema = z.object({
  week: z.array(dayHoursSchema).max(7).default([]),
});
export type HoursPage = z.output<typeof hoursPageSchema>;

export const PAGE_SCHEMAS = {
  home: homePageSchema,
  about: aboutPageSchema,
  services: servicesPageSchema,
  hours: hoursPageSchema,
} as const;
export type PageName = keyof typeof PAGE_SCHEMAS;
