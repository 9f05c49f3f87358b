import { connectPayments as connect } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { APP_URL } from './config';
import { STRIPE_SECRETS, payments } from './payments/payments';

/** The shop's owner connects the shop's own Stripe account (Connect onboarding link). */
export const connectPayments = callable(
  'connectPayments',
  (caller, input) => connect(db(), payments(), caller, input, APP_URL.value()),
  { secrets: STRIPE_SECRETS },
);
