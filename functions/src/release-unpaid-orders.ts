import { getDoc, refs, releaseExpiredOrders, paymentRefs } from '@comptoir/core';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from './admin';
import { paymentCallFailed, unpaidOrdersReleased } from './logs';
import { STRIPE_SECRETS, payments } from './payments/payments';

/** Every 5 minutes: unpaid orders past their 30-minute hold give their places back, their checkout closed. */
export const releaseUnpaidOrders = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Europe/Paris', secrets: STRIPE_SECRETS },
  async () => {
    const port = payments();
    const released = await releaseExpiredOrders(db(), async ({ siteId, orderId }) => {
      const [order, account] = await Promise.all([
        getDoc(db(), refs.item(siteId, 'orders', orderId)),
        getDoc(db(), paymentRefs.sitePayments(siteId)),
      ]);
      const checkoutId = order?.payment.checkoutId;
      if (!checkoutId || !account?.accountId) return;
      // The places are back already; a session Stripe still holds open expires by itself.
      await port
        .expireCheckout({ accountId: account.accountId, checkoutId })
        .catch((error: unknown) => paymentCallFailed('releaseUnpaidOrders', error));
    });
    unpaidOrdersReleased(released);
  },
);
