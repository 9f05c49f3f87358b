import { z } from 'zod';
import { LIMITS, imageUrl, isoDate, orderIndex, requiredText, text } from './common';
import { timeOfDay } from './hours';

export const REASSURANCE_ICONS = ['award', 'shield', 'truck', 'heart', 'star'] as const;
export const VALUE_ICONS = ['award', 'shield', 'handshake', 'heart', 'star', 'leaf', 'globe'] as const;

export const reassuranceItemSchema = z.object({
  title: requiredText(),
  description: text(),
  iconName: z.enum(REASSURANCE_ICONS).catch('award').default('award'),
  orderIndex,
});
export type ReassuranceItem = z.output<typeof reassuranceItemSchema>;

export const journeyStepSchema = z.object({
  title: requiredText(),
  description: text(LIMITS.longText),
  orderIndex,
});
export type JourneyStep = z.output<typeof journeyStepSchema>;

export const valueSchema = z.object({
  title: requiredText(),
  description: text(),
  iconName: z.enum(VALUE_ICONS).catch('award').default('award'),
  orderIndex,
});
export type Value = z.output<typeof valueSchema>;

export const teamMemberSchema = z.object({
  name: requiredText(LIMITS.name),
  role: text(LIMITS.name),
  bio: text(),
  imageUrl,
  orderIndex,
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const partnerSchema = z.object({
  name: requiredText(LIMITS.name),
  description: text(),
  longDescription: text(LIMITS.longText),
  imageUrl,
  logoUrl: imageUrl,
  images: z.array(imageUrl).max(12).default([]),
  orderIndex,
});
export type Partner = z.output<typeof partnerSchema>;

export const testimonialSchema = z.object({
  customerName: requiredText(LIMITS.name),
  customerInitials: text(4),
  text: text(),
  rating: z.number().int().min(1).max(5).default(5),
  orderIndex,
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const faqSchema = z.object({
  question: text(LIMITS.title),
  answer: text(LIMITS.longText),
  orderIndex,
});
export type Faq = z.output<typeof faqSchema>;

export const serviceCategorySchema = z.object({
  name: text(LIMITS.name),
  title: text(LIMITS.title),
  description: text(LIMITS.longText),
  images: z.array(imageUrl).max(12).default([]),
  orderIndex,
});
export type ServiceCategory = z.output<typeof serviceCategorySchema>;

export const MAX_EVENT_CAPACITY = 10_000;

export const eventSchema = z.object({
  title: requiredText(),
  description: text(),
  /** Shown as typed, in French day-month-year form such as '12 mars 2025'. */
  date: text(LIMITS.name),
  type: z.string().default('event'),
  orderIndex,
  /** The real day and start time, when known: the agenda file, the JSON-LD, leaving the home once past. */
  startDate: isoDate.nullable().default(null),
  startTime: timeOfDay,
  /** Places: « Complet » at this many visitors, further joins refused; null = no limit. */
  capacity: z.number().int().min(1).max(MAX_EVENT_CAPACITY).nullable().default(null),
  /** Written only by the participation function. */
  participationCount: z.number().int().min(0).default(0),
});
export type SiteEvent = z.output<typeof eventSchema>;

/** sites/{siteId}/events/{eventId}/participants/{uid}: one marker per visitor, server-written. */
export const participantSchema = z.object({
  createdAt: z.date(),
});
