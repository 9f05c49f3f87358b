import { placeOrder as place } from '@comptoir/core';
import { db } from './admin';
import { callable } from './callable';
import { APP_URL } from './config';
import { orderPlaced, paymentCallFailed } from './logs';
import { STRIPE_SECRETS, payments } from './payments/payments';

/** A visitor orders in a campaign: places taken in a transaction, then Stripe Checkout on the shop's account. */
export const placeOrder = callable(
  'placeOrder',
  async (caller, input) => {
    const result = await place(db(), caller, input, {
      payments: payments(),
      appUrl: APP_URL.value(),
      paymentFailed: (error) => paymentCallFailed('placeOrder', error),
    });
    const { siteId } = input as { siteId: string };
    orderPlaced(siteId, result.orderId, result.checkoutUrl !== null);
    return result;
  },
  { secrets: STRIPE_SECRETS },
);
