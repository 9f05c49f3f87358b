import { z } from 'zod';
import { doc, segment } from './refs';
import { timestamp } from './common';

/**
 * sites/{siteId}/private/recipients: the merchant addresses whose owners confirmed, through the link
 * emailed to them, that they want the site's notifications (lower-cased). Written by the functions only.
 */
export const recipientsSchema = z.object({
  confirmed: z.array(z.string()).default([]),
});

/** Apart from `refs`, so the public pages' bundle does not carry it. */
export const recipientsRef = (siteId: string) => doc(`sites/${segment(siteId)}/private/recipients`, recipientsSchema);

/**
 * recipientConfirmations/{token}: one pending confirmation link; the id is the link's secret. Bound
 * to the site it was made for: its id and its creation time (a site deleted, then created again
 * under the same id, is another site). Functions only; deleted with the site, and Firestore's TTL
 * policy on `expireAt` deletes the unused ones.
 */
export const recipientConfirmationSchema = z.object({
  siteId: z.string(),
  siteCreatedAt: timestamp,
  email: z.string(),
  createdAt: timestamp,
  expireAt: timestamp,
});

export const RECIPIENT_CONFIRMATIONS = 'recipientConfirmations';

export const recipientConfirmationRef = (token: string) =>
  doc(`${RECIPIENT_CONFIRMATIONS}/${segment(token)}`, recipientConfirmationSchema);
