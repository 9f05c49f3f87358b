import type { PaymentsPort } from '@comptoir/core';
import { STRIPE_API_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { createStripePayments } from './stripe-payments';

/** The secrets every function that talks to Stripe declares. */
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

/** The Stripe driver, with the secrets of the running function (read at call time, never at load). */
export function payments(): PaymentsPort {
  return createStripePayments({
    secretKey: STRIPE_SECRET_KEY.value(),
    webhookSecret: STRIPE_WEBHOOK_SECRET.value(),
    apiUrl: STRIPE_API_URL.value(),
  });
}
