import { z } from 'zod';
import { LIMITS, isoDate, orderIndex, requiredText, text, timestamp } from './common';
import { ownerNote } from './leads';

/** What a campaign takes online: nothing (paid in the shop), a deposit, or the whole order. */
export const ONLINE_PAYMENTS = ['none', 'deposit', 'full'] as const;
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number];
/** A deposit as a share of each line, or as an amount per unit set on each product. */
export const DEPOSIT_KINDS = ['percent', 'amount'] as const;
/**
 * Arrhes: the customer who cancels loses them, the shop that cancels pays back twice (Code de la
 * consommation, L214-1). Acompte: a first payment of a firm order, neither party may withdraw.
 */
export const DEPOSIT_LEGAL_KINDS = ['arrhes', 'acompte'] as const;
export type DepositLegalKind = (typeof DEPOSIT_LEGAL_KINDS)[number];

export const MAX_CAMPAIGN_ITEMS = 30;
export const MAX_CAMPAIGN_DAYS = 14;
export const MAX_DAY_CAPACITY = 999;
export const MAX_ORDER_QUANTITY = 20;
/** An order waiting for its payment holds its places this long (Stripe Checkout's shortest expiry). */
export const UNPAID_HOLD_MINUTES = 30;
/** Nearer than this, the card is held at checkout and charged at pick-up (Stripe keeps a hold 7 days). */
export const HOLD_CARD_WITHIN_DAYS = 6;
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Heure invalide (HH:MM)');

/** One product (and variant) a campaign sells, with how many the kitchen makes per pick-up day. */
export const campaignItemSchema = z.object({
  id: requiredText(LIMITS.title),
  productId: requiredText(LIMITS.title),
  /** '' for a product without variants. */
  variantId: text(LIMITS.title),
  capacityPerDay: z.number().int().min(1).max(MAX_DAY_CAPACITY),
  /** Euros per unit, used when the deposit is an amount. */
  depositAmount: z.number().min(0).max(10_000).default(0),
});
export type CampaignItem = z.output<typeof campaignItemSchema>;

export const campaignDaySchema = z.object({
  date: isoDate,
  /** Half-hour slots the shop hands orders out in ('09:00' is 09:00–09:30). */
  slots: z.array(time).min(1).max(48),
});
export type CampaignDay = z.output<typeof campaignDaySchema>;

/**
 * sites/{siteId}/campaigns/{id}: a season's pre-orders (« Commandes de Noël »), written by the shop's
 * managers, published with the site. Open from its publication until `closesOn` (inclusive, Paris).
 */
export const campaignSchema = z.object({
  title: requiredText(LIMITS.name),
  intro: text(LIMITS.shortText),
  isActive: z.boolean().default(true),
  closesOn: isoDate,
  days: z.array(campaignDaySchema).min(1).max(MAX_CAMPAIGN_DAYS),
  items: z.array(campaignItemSchema).min(1).max(MAX_CAMPAIGN_ITEMS),
  onlinePayment: z.enum(ONLINE_PAYMENTS).default('none'),
  depositKind: z.enum(DEPOSIT_KINDS).default('percent'),
  depositPercent: z.number().int().min(1).max(100).default(30),
  depositLegal: z.enum(DEPOSIT_LEGAL_KINDS).default('arrhes'),
  /** A pick-up within HOLD_CARD_WITHIN_DAYS: hold the card at checkout, charge it at pick-up. */
  holdCard: z.boolean().default(false),
  orderIndex,
});
export type Campaign = z.output<typeof campaignSchema>;

/**
 * sites/{siteId}/campaignStock/{campaignId}: how many of each item are taken per pick-up day
 * (`taken[date][itemId]`), written only by the functions inside the order's transaction; anyone reads it.
 */
export const campaignStockSchema = z.object({
  taken: z.record(isoDate, z.record(z.string(), z.number().int().min(0))).default({}),
});
export type CampaignStock = z.output<typeof campaignStockSchema>;

/**
 * awaiting-payment (its places held for UNPAID_HOLD_MINUTES) → confirmed → ready → collected;
 * cancelled (by the shop or the customer's call) and expired (never paid) give their places back.
 */
export const ORDER_STATUSES = ['awaiting-payment', 'confirmed', 'ready', 'collected', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What the shop can set from its back office. */
export const OWNER_ORDER_STATUSES = ['confirmed', 'ready', 'collected', 'cancelled'] as const;
export type OwnerOrderStatus = (typeof OWNER_ORDER_STATUSES)[number];

/** none: nothing online; pending: at checkout; authorized: card held; paid; refunded. */
export const PAYMENT_STATES = ['none', 'pending', 'authorized', 'paid', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const cents = z.number().int().min(0).max(10_000_000);

export const orderLineSchema = z.object({
  itemId: requiredText(LIMITS.title),
  productName: requiredText(LIMITS.name),
  variantName: text(LIMITS.name),
  quantity: z.number().int().min(1).max(MAX_ORDER_QUANTITY),
  unitCents: cents,
});
export type OrderLine = z.output<typeof orderLineSchema>;

/**
 * sites/{siteId}/orders/{id}: a campaign's order, written only by the functions (placeOrder, the
 * payment webhook, the owner's status changes); the shop's managers read it and write their note
 * and the seen flag. Amounts in cents, VAT included as the shop entered its prices.
 */
export const orderSchema = z.object({
  campaignId: requiredText(LIMITS.title),
  campaignTitle: requiredText(LIMITS.name),
  lines: z.array(orderLineSchema).min(1).max(MAX_CAMPAIGN_ITEMS),
  pickupDate: isoDate,
  pickupTime: time,
  customerFirstName: requiredText(LIMITS.name),
  customerLastName: requiredText(LIMITS.name),
  customerPhone: requiredText(LIMITS.phone),
  customerEmail: z.email().max(LIMITS.email),
  emailKey: z.string().max(LIMITS.email),
  note: text(LIMITS.shortText),
  totalCents: cents,
  /** What the customer pays online (0: everything in the shop). */
  onlineCents: cents,
  depositLegal: z.enum(DEPOSIT_LEGAL_KINDS).nullable(),
  status: z.enum(ORDER_STATUSES).catch('confirmed'),
  payment: z.object({
    state: z.enum(PAYMENT_STATES),
    /** The payment service's checkout and payment ids, once it has them. */
    checkoutId: z.string().max(LIMITS.title).nullable(),
    paymentId: z.string().max(LIMITS.title).nullable(),
    /** The card is held at checkout and charged when the order is collected. */
    captureLater: z.boolean(),
    paidCents: cents,
  }),
  /** Until when an unpaid order holds its places (null once paid, or when nothing is paid online). */
  holdUntil: timestamp.nullable(),
  statusReason: text(LIMITS.shortText),
  isViewed: z.boolean().default(false),
  ownerNote,
  createdAt: timestamp,
});
export type Order = z.output<typeof orderSchema>;
