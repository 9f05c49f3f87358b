import type { CheckoutInput, PaymentsPort } from './payments-port';
import { PaymentSignatureError } from './payments-port';

/** The sandbox's demo payment page (web's `features/public-demo-payment`), clearly marked as such. */
export const DEMO_PAYMENT_PATH = '/paiement-demo';

export interface DemoPayments extends PaymentsPort {
  /** The checkouts opened, by id (what the demo page shows and pays). */
  readonly checkouts: Map<string, CheckoutInput & { state: 'open' | 'expired' }>;
  /** What the driver was asked to do, in order: the tests read it. */
  readonly calls: string[];
}

/**
 * Payments without a payment service: the sandbox and the unit tests. Every shop's account is ready
 * at once; a checkout is a page of the app itself that says it takes no money.
 */
export function createDemoPayments(origin = ''): DemoPayments {
  const checkouts: DemoPayments['checkouts'] = new Map();
  const calls: string[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}_demo_${(next += 1)}`;
  return {
    checkouts,
    calls,
    createAccount: ({ siteId }) => {
      calls.push(`createAccount ${siteId}`);
      return Promise.resolve({ accountId: id('acct') });
    },
    onboardingLink: ({ returnUrl }) => {
      calls.push('onboardingLink');
      return Promise.resolve({ url: returnUrl });
    },
    account: () => Promise.resolve({ chargesEnabled: true }),
    createCheckout: (input) => {
      const checkoutId = id('cs');
      checkouts.set(checkoutId, { ...input, state: 'open' });
      const cents = input.lines.reduce((sum, l) => sum + l.amountCents * l.quantity, 0);
      calls.push(`createCheckout ${input.orderId} ${cents}`);
      // The amount rides in the address so the demo page can show what a real checkout would charge.
      const query = new URLSearchParams({
        site: input.siteId,
        commande: input.orderId,
        session: checkoutId,
        montant: String(cents),
      });
      return Promise.resolve({ checkoutId, url: `${origin}${DEMO_PAYMENT_PATH}?${query.toString()}` });
    },
    capture: ({ paymentId }) => {
      calls.push(`capture ${paymentId}`);
      return Promise.resolve();
    },
    refund: ({ paymentId, held }) => {
      calls.push(`${held ? 'release' : 'refund'} ${paymentId}`);
      return Promise.resolve();
    },
    expireCheckout: ({ checkoutId }) => {
      const checkout = checkouts.get(checkoutId);
      if (checkout) checkout.state = 'expired';
      calls.push(`expireCheckout ${checkoutId}`);
      return Promise.resolve();
    },
    verifyEvent: () => {
      throw new PaymentSignatureError('les paiements de démonstration n’envoient aucun webhook');
    },
  };
}
