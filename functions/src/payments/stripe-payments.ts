import { PaymentSignatureError, type PaymentEvent, type PaymentsPort } from '@comptoir/core';
import Stripe from 'stripe';

/** Stripe Checkout refuses a session that expires sooner than this after its creation. */
const SHORTEST_EXPIRY_SECONDS = 30 * 60 + 60;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API by default; the emulators' stand-in (`STRIPE_API_URL`) otherwise. */
  apiUrl?: string;
}

/** The Stripe client for `apiUrl`: the library's own host, port and protocol options. */
export function stripeClient(secretKey: string, apiUrl = 'https://api.stripe.com'): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
  });
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** What the platform understands of a Stripe event (Connect endpoint: the shops' accounts' events). */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const other = { id: event.id, type: 'other' as const, name: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const { siteId, orderId, captureLater } = session.metadata ?? {};
      const paymentId = idOf(session.payment_intent);
      if (!siteId || !orderId || !paymentId) return other;
      return {
        id: event.id,
        type: 'checkout.completed',
        siteId,
        orderId,
        checkoutId: session.id,
        paymentId,
        amountCents: session.amount_total ?? 0,
        held: captureLater === 'true',
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      const { siteId, orderId } = session.metadata ?? {};
      if (!siteId || !orderId) return other;
      return { id: event.id, type: 'checkout.expired', siteId, orderId, checkoutId: session.id };
    }
    case 'charge.refunded': {
      // The payment intent's metadata is copied onto its charges.
      const charge = event.data.object;
      const { siteId, orderId } = charge.metadata;
      const paymentId = idOf(charge.payment_intent);
      if (!siteId || !orderId || !paymentId) return other;
      return { id: event.id, type: 'payment.refunded', siteId, orderId, paymentId };
    }
    case 'account.updated': {
      const account = event.data.object;
      const siteId = account.metadata?.siteId;
      if (!siteId) return other;
      return {
        id: event.id,
        type: 'account.updated',
        siteId,
        accountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
      };
    }
    default:
      return other;
  }
}

/**
 * Stripe Connect through the official library: each shop a connected account, its customers'
 * checkouts made on that account (direct charges), the platform's fee taken as an application fee.
 */
export function createStripePayments({ secretKey, webhookSecret, apiUrl }: StripeSettings): PaymentsPort {
  const stripe = stripeClient(secretKey, apiUrl);
  return {
    async createAccount({ siteId, email }) {
      const account = await stripe.accounts.create({
        type: 'express',
        country: 'FR',
        ...(email ? { email } : {}),
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { siteId },
      });
      return { accountId: account.id };
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url };
    },
    async account(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return { chargesEnabled: account.charges_enabled ?? false };
    },
    async createCheckout(input) {
      const metadata = { siteId: input.siteId, orderId: input.orderId, captureLater: String(input.captureLater) };
      const expiresAt = Math.max(
        Math.floor(input.expiresAt.getTime() / 1000),
        Math.ceil(Date.now() / 1000) + SHORTEST_EXPIRY_SECONDS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: 'eur', unit_amount: line.amountCents, product_data: { name: line.name } },
          })),
          customer_email: input.customerEmail,
          locale: 'fr',
          payment_intent_data: {
            metadata,
            ...(input.feeCents > 0 ? { application_fee_amount: input.feeCents } : {}),
            ...(input.captureLater ? { capture_method: 'manual' as const } : {}),
          },
          metadata,
          expires_at: expiresAt,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // The same order never opens two sessions, even when the call is retried.
        { stripeAccount: input.accountId, idempotencyKey: `checkout-${input.siteId}-${input.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
      return { checkoutId: session.id, url: session.url };
    },
    async capture({ accountId, paymentId }) {
      await stripe.paymentIntents.capture(paymentId, {}, { stripeAccount: accountId });
    },
    async refund({ accountId, paymentId, held }) {
      // A held card was never charged: cancelling the payment releases the hold.
      if (held) await stripe.paymentIntents.cancel(paymentId, {}, { stripeAccount: accountId });
      else
        await stripe.refunds.create(
          { payment_intent: paymentId, refund_application_fee: true },
          { stripeAccount: accountId, idempotencyKey: `refund-${paymentId}` },
        );
    },
    async expireCheckout({ accountId, checkoutId }) {
      const session = await stripe.checkout.sessions.retrieve(checkoutId, {}, { stripeAccount: accountId });
      if (session.status === 'open')
        await stripe.checkout.sessions.expire(checkoutId, {}, { stripeAccount: accountId });
    },
    verifyEvent(payload, signature) {
      if (!signature) throw new PaymentSignatureError('en-tête Stripe-Signature absent');
      try {
        return paymentEventOf(stripe.webhooks.constructEvent(payload, signature, webhookSecret));
      } catch (error) {
        throw new PaymentSignatureError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
