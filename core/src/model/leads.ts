import { z } from 'zod';
import { LIMITS, optionalText, requiredText, text, timestamp } from './common';

export const QUOTE_STATUSES = ['new', 'in_progress', 'completed'] as const;
export const quoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.output<typeof quoteStatusSchema>;

/** The shop's private note on a request: only its managers read and write it. */
export const ownerNote = text(LIMITS.shortText);

/** sites/{siteId}/quoteRequests/{id}: created by visitors; owners change only isViewed, status and their note. */
export const quoteRequestSchema = z.object({
  customerFirstName: requiredText(LIMITS.name),
  customerLastName: requiredText(LIMITS.name),
  customerEmail: z.email().max(LIMITS.email),
  /** The address lower-cased (`emailKey`), what the personal data search asks for; none on older documents until their backfill (docs/deploy.md). */
  emailKey: z.string().max(LIMITS.email).optional(),
  customerCompany: optionalText(LIMITS.name),
  customerPhone: optionalText(LIMITS.phone),
  serviceType: requiredText(LIMITS.name),
  message: requiredText(LIMITS.longText),
  eventDate: optionalText(LIMITS.name),
  eventGuests: z.number().int().min(0).max(100_000).nullable().default(null),
  eventBudget: optionalText(LIMITS.name),
  /** An unknown value reads as 'new'. */
  status: quoteStatusSchema.catch('new').default('new'),
  isViewed: z.boolean().default(false),
  ownerNote,
  createdAt: timestamp,
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** sites/{siteId}/contactMessages/{id} */
export const contactMessageSchema = z.object({
  firstName: requiredText(LIMITS.name),
  name: requiredText(LIMITS.name),
  email: z.email().max(LIMITS.email),
  /** The address lower-cased (`emailKey`), what the personal data search asks for; none on older documents until their backfill (docs/deploy.md). */
  emailKey: z.string().max(LIMITS.email).optional(),
  subject: requiredText(LIMITS.title),
  message: requiredText(LIMITS.longText),
  isViewed: z.boolean().default(false),
  ownerNote,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** sites/{siteId}/notifications/{eventId}: server-written log of notification emails. */
export const notificationSchema = z.object({
  /** 'customer': an email to the visitor about their reservation (received, confirmed, declined). */
  kind: z.enum(['quoteRequest', 'contactMessage', 'reservation', 'customer', 'test', 'prospect', 'confirmation']),
  status: z.enum(['pending', 'sent', 'logged', 'skipped', 'failed']),
  to: z.array(z.string()).default([]),
  from: z.string().default(''),
  replyTo: z.string().nullable().default(null),
  subject: z.string().default(''),
  text: z.string().default(''),
  error: z.string().nullable().default(null),
  createdAt: timestamp,
  /** The quote request, contact message or reservation it is about: erasing the lead erases its logs. */
  leadId: z.string().optional(),
  /** Firestore's TTL policy deletes the log after this date (older logs have none). */
  expireAt: timestamp.optional(),
});
export type NotificationLog = z.output<typeof notificationSchema>;
