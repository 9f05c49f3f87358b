import { z } from 'zod';
import { LIMITS, requiredText, timestamp } from './common';
import { doc, collection, segment } from './refs';

/**
 * sites/{siteId}/private/payments: the shop's connected payment account (Stripe Connect), written by
 * the functions only; its managers read it.
 */
export const sitePaymentsSchema = z.object({
  accountId: z.string().max(LIMITS.title).nullable().default(null),
  /** The payment service says the account may take payments. */
  chargesEnabled: z.boolean().default(false),
});
export type SitePayments = z.output<typeof sitePaymentsSchema>;

/** paymentEvents/{eventId}: a webhook event already applied (each is applied once). */
export const paymentEventSchema = z.object({ type: z.string().max(LIMITS.title), appliedAt: timestamp });

/** platform/payments: the platform's fee on each online payment, set by administrators (0 by default). */
export const platformPaymentsSchema = z.object({
  feePercent: z.number().min(0).max(20).default(0),
});

/**
 * pendingOrders/{siteId}:{orderId}: an order waiting for its payment, so the scheduled release finds
 * every shop's in one query; written and removed with the order by the functions only.
 */
export const pendingOrderSchema = z.object({
  siteId: requiredText(LIMITS.title),
  orderId: requiredText(LIMITS.title),
  holdUntil: timestamp,
});

/** Apart from `refs`, so the public pages' bundle does not carry what only the functions and the back office read. */
export const paymentRefs = {
  sitePayments: (siteId: string) => doc(`sites/${segment(siteId)}/private/payments`, sitePaymentsSchema),
  paymentEvent: (eventId: string) => doc(`paymentEvents/${segment(eventId)}`, paymentEventSchema),
  pendingOrders: () => collection('pendingOrders', pendingOrderSchema),
  pendingOrder: (siteId: string, orderId: string) =>
    doc(`pendingOrders/${segment(siteId)}:${segment(orderId)}`, pendingOrderSchema),
  platformPayments: () => doc('platform/payments', platformPaymentsSchema),
};
