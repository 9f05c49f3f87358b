import { PaymentSignatureError } from '@comptoir/core';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripePayments } from './stripe-payments';

const SECRET = 'whsec_test_unit';
const payments = createStripePayments({ secretKey: 'sk_test_unit', webhookSecret: SECRET });
const stripe = new Stripe('sk_test_unit');

const payload = (type: string, object: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, object: 'event', type, account: 'acct_shop', data: { object } });
const signed = (body: string, secret = SECRET) => stripe.webhooks.generateTestHeaderString({ payload: body, secret });
const session = (patch: Record<string, unknown> = {}) => ({
  id: 'cs_1',
  object: 'checkout.session',
  payment_intent: 'pi_1',
  amount_total: 1920,
  metadata: { siteId: 'epicerie', orderId: 'order-1', captureLater: 'false' },
  ...patch,
});

describe('stripe payments', () => {
  it('reads a signed completed checkout as the order’s payment, held when captured later', () => {
    const body = payload('checkout.session.completed', session());
    expect(payments.verifyEvent(body, signed(body))).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      siteId: 'epicerie',
      orderId: 'order-1',
      checkoutId: 'cs_1',
      paymentId: 'pi_1',
      amountCents: 1920,
      held: false,
    });
    const held = payload(
      'checkout.session.completed',
      session({ metadata: { siteId: 'epicerie', orderId: 'order-1', captureLater: 'true' } }),
    );
    expect(payments.verifyEvent(held, signed(held))).toMatchObject({ held: true });
  });

  it('reads expired checkouts, refunded charges and account updates', () => {
    const expired = payload('checkout.session.expired', session(), 'evt_2');
    expect(payments.verifyEvent(expired, signed(expired))).toEqual({
      id: 'evt_2',
      type: 'checkout.expired',
      siteId: 'epicerie',
      orderId: 'order-1',
      checkoutId: 'cs_1',
    });
    const refunded = payload('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      metadata: { siteId: 'epicerie', orderId: 'order-1' },
    });
    expect(payments.verifyEvent(refunded, signed(refunded))).toMatchObject({
      type: 'payment.refunded',
      paymentId: 'pi_1',
    });
    const account = payload('account.updated', {
      id: 'acct_shop',
      object: 'account',
      charges_enabled: true,
      metadata: { siteId: 'epicerie' },
    });
    expect(payments.verifyEvent(account, signed(account))).toMatchObject({
      type: 'account.updated',
      siteId: 'epicerie',
      accountId: 'acct_shop',
      chargesEnabled: true,
    });
  });

  it('calls any other event, or one without the platform’s metadata, other', () => {
    const body = payload('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(payments.verifyEvent(body, signed(body))).toEqual({ id: 'evt_1', type: 'other', name: 'invoice.paid' });
    const foreign = payload('checkout.session.completed', session({ metadata: {} }));
    expect(payments.verifyEvent(foreign, signed(foreign))).toMatchObject({ type: 'other' });
  });

  it('refuses an unsigned, forged or altered payload (attack side)', () => {
    const body = payload('checkout.session.completed', session());
    expect(() => payments.verifyEvent(body, undefined)).toThrow(PaymentSignatureError);
    expect(() => payments.verifyEvent(body, signed(body, 'whsec_forged'))).toThrow(PaymentSignatureError);
    expect(() => payments.verifyEvent(body.replace('1920', '1'), signed(body))).toThrow(PaymentSignatureError);
    expect(() => payments.verifyEvent(body, 't=1,v1=abc')).toThrow(PaymentSignatureError);
  });
});
