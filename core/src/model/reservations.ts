import { z } from 'zod';
import { LIMITS, isoDate, requiredText, text, timestamp } from './common';
import { ownerNote } from './leads';

/** nouvelle → confirmée → prête → retirée, or annulée / refusée (with an optional reason). */
export const RESERVATION_STATUSES = ['new', 'confirmed', 'ready', 'collected', 'cancelled', 'declined'] as const;
export const reservationStatusSchema = z.enum(RESERVATION_STATUSES);
export type ReservationStatus = z.output<typeof reservationStatusSchema>;

export const MAX_RESERVATION_QUANTITY = 99;
/** Above any shop's unit price: keeps a forged price a plain number. */
export const MAX_UNIT_PRICE = 100_000;

export const MAX_STATUS_REASON = 300;
/** What a mail client would turn into a link: a scheme, `www.`, a dotted domain name, an `@`. */
export const LINK_LIKE = /:\/\/|@|www\.|[a-z0-9-]\.[a-z]{2}/i;
export const STATUS_REASON_MESSAGES = {
  long: `${MAX_STATUS_REASON}\u00a0caractères au maximum`,
  link: 'Le motif ne peut contenir ni lien ni adresse email.',
};

/**
 * Why the owner cancelled or declined, mailed to the customer: short plain words, never a link or an
 * address (the customer's address is one nobody confirmed). Counted as the rules count.
 */
export const statusReasonSchema = z
  .string()
  .refine((value) => value.length <= MAX_STATUS_REASON, STATUS_REASON_MESSAGES.long)
  .refine((value) => !LINK_LIKE.test(value), STATUS_REASON_MESSAGES.link)
  .trim();

/**
 * sites/{siteId}/reservations/{id}: a click-and-collect request made by a visitor from a product's
 * dialog, written only by the `submitReservation` function: the product, variant, unit price and
 * price label are the shop's at the time of the request; owners change only its status, reason,
 * seen flag and their note.
 */
export const reservationSchema = z.object({
  productId: requiredText(LIMITS.title),
  productName: requiredText(LIMITS.name),
  variantId: requiredText(LIMITS.title),
  variantName: requiredText(LIMITS.name),
  /** Euros; null when the price is given in the shop. */
  unitPrice: z.number().min(0).max(MAX_UNIT_PRICE).nullable(),
  /** As the visitor saw it: '7,50 € le pot', 'Prix en boutique'. */
  priceLabel: text(LIMITS.name),
  quantity: z.number().int().min(1).max(MAX_RESERVATION_QUANTITY),
  /** Paris calendar day and half-hour slot ('HH:MM' starts it). */
  pickupDate: isoDate,
  pickupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)'),
  customerFirstName: requiredText(LIMITS.name),
  customerLastName: requiredText(LIMITS.name),
  customerPhone: requiredText(LIMITS.phone),
  customerEmail: z.email().max(LIMITS.email),
  /** The address lower-cased (`emailKey`), what the personal data search asks for; none on older documents until their backfill (docs/deploy.md). */
  emailKey: z.string().max(LIMITS.email).optional(),
  note: text(LIMITS.shortText),
  /** An unknown value reads as 'new'. */
  status: reservationStatusSchema.catch('new').default('new'),
  /**
   * Why it was cancelled or declined, when the owner says so: written as `statusReasonSchema` says
   * (the rules hold it), read as any short text so that no older reason hides the inbox.
   */
  statusReason: text(LIMITS.shortText),
  isViewed: z.boolean().default(false),
  ownerNote,
  createdAt: timestamp,
});
export type Reservation = z.output<typeof reservationSchema>;
