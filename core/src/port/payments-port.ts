/**
 * How the platform takes a shop's online payments (docs/architecture.md, « Payments »): Stripe
 * Connect in production (functions/src/payments/stripe-payments.ts, the official library), the
 * same library against the local Stripe stand-in on the emulators, and a demo driver in the sandbox.
 * Each shop has its own connected account: its customers' money goes there, never to the platform.
 */
export interface PaymentsPort {
  /** A new connected account for a shop. */
  createAccount(input: { siteId: string; email: string | null }): Promise<{ accountId: string }>;
  /** Where the shop's owner completes (or resumes) the account's onboarding. */
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** Whether the account may take payments now. */
  account(accountId: string): Promise<{ chargesEnabled: boolean }>;
  /** A hosted checkout page for an order, on the shop's account. */
  createCheckout(input: CheckoutInput): Promise<{ checkoutId: string; url: string }>;
  /** Charges a card held at checkout (`captureLater`). */
  capture(input: { accountId: string; paymentId: string }): Promise<void>;
  /** Gives the customer their money back, or releases a card's hold. */
  refund(input: { accountId: string; paymentId: string; held: boolean }): Promise<void>;
  /** Closes a checkout still open (its order expired or was cancelled). */
  expireCheckout(input: { accountId: string; checkoutId: string }): Promise<void>;
  /** The event a webhook request carries, if its signature is the service's; throws otherwise. */
  verifyEvent(payload: string, signature: string | undefined): PaymentEvent;
}

export interface CheckoutInput {
  accountId: string;
  siteId: string;
  orderId: string;
  lines: readonly { name: string; amountCents: number; quantity: number }[];
  customerEmail: string;
  /** The platform's part, kept from the shop's payment (0 by default). */
  feeCents: number;
  /** Hold the card now, charge it at pick-up. */
  captureLater: boolean;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

/** What the platform understands of a payment service's event; anything else is `other`. */
export type PaymentEvent = { id: string } & (
  | {
      type: 'checkout.completed';
      siteId: string;
      orderId: string;
      checkoutId: string;
      paymentId: string;
      amountCents: number;
      /** The card is held, not charged yet. */
      held: boolean;
    }
  | { type: 'checkout.expired'; siteId: string; orderId: string; checkoutId: string }
  | { type: 'payment.refunded'; siteId: string; orderId: string; paymentId: string }
  | { type: 'account.updated'; siteId: string; accountId: string; chargesEnabled: boolean }
  | { type: 'other'; name: string }
);

export class PaymentSignatureError extends Error {
  constructor(reason: string) {
    super(`Signature de paiement refusée\u00a0: ${reason}`);
    this.name = 'PaymentSignatureError';
  }
}
