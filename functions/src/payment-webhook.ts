import { PaymentSignatureError, settlePaymentEvent } from '@comptoir/core';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import { paymentEventRefused, paymentEventSettled } from './logs';
import { STRIPE_SECRETS, payments } from './payments/payments';

/**
 * Stripe's Connect webhook: the raw body's signature is checked before anything is read, and each
 * event is applied once (paymentEvents/{id}); a bad signature is a 400, which Stripe does not retry.
 */
export const paymentWebhook = onRequest({ secrets: STRIPE_SECRETS }, async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('Method Not Allowed');
    return;
  }
  const port = payments();
  let event;
  try {
    event = port.verifyEvent(request.rawBody.toString('utf8'), request.get('stripe-signature'));
  } catch (error) {
    if (!(error instanceof PaymentSignatureError)) throw error;
    paymentEventRefused(error.message);
    response.status(400).send('Invalid signature');
    return;
  }
  const outcome = await settlePaymentEvent(db(), port, event);
  paymentEventSettled(event.id, event.type, outcome.kind);
  response.status(200).json({ received: true });
});
