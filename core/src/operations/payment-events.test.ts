import { paymentRefs } from '../model/payment-refs';
import { describe, expect, it } from 'vitest';
import { campaignStockSchema, orderSchema } from '../model/orders';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';
import { createDemoPayments } from '../port/demo-payments';
import type { DataPort } from '../port/data-port';
import type { PaymentEvent } from '../port/payments-port';
import { CAMPAIGN_ID, CAMPAIGN_SITE, campaignShop, orderRequest } from '../testing/campaign';
import { admin, storeWith, user, visitor } from './testing/fixtures';
import { releaseExpiredOrders } from './order-places';
import { setOrderStatus, connectPayments } from './order-status';
import { LATE_PAYMENT_REASON, applyPaymentEvent, settlePaymentEvent } from './payment-events';
import { placeOrder } from './place-order';

const NOW = new Date('2026-12-01T09:10:00Z');
const APP = 'https://comptoir.test';
const owner = user('owner-1');

async function bucheTaken(db: DataPort) {
  const stock = await db.get(refs.item(CAMPAIGN_SITE, 'campaignStock', CAMPAIGN_ID).path);
  return campaignStockSchema.parse(stock?.data ?? {}).taken['2026-12-24']?.['buche-6'] ?? 0;
}
const order = async (db: DataPort, id: string) =>
  orderSchema.parse((await db.get(refs.item(CAMPAIGN_SITE, 'orders', id).path))?.data);

async function awaitingOrder(options: Parameters<typeof campaignShop>[0] = {}) {
  const db = await storeWith(campaignShop(options));
  const payments = createDemoPayments();
  const { orderId } = await placeOrder(db, visitor(), orderRequest(2), { payments, appUrl: APP, now: NOW });
  const checkoutId = (await order(db, orderId)).payment.checkoutId ?? '';
  const completed = (id = 'evt_1', held = false) => ({
    id,
    type: 'checkout.completed' as const,
    siteId: CAMPAIGN_SITE,
    orderId,
    checkoutId,
    paymentId: 'pi_1',
    amountCents: 1920,
    held,
  });
  return { db, payments, orderId, checkoutId, completed };
}

describe('payment events', () => {
  it('confirm the order once: a replayed event changes nothing', async () => {
    const { db, orderId, completed } = await awaitingOrder();
    expect(await applyPaymentEvent(db, completed())).toEqual({ kind: 'applied' });
    const paid = await order(db, orderId);
    expect(paid).toMatchObject({ status: 'confirmed', holdUntil: null });
    expect(paid.payment).toMatchObject({ state: 'paid', paymentId: 'pi_1', paidCents: 1920 });
    expect(await getDoc(db, paymentRefs.pendingOrder(CAMPAIGN_SITE, orderId))).toBeNull();
    await setOrderStatus(db, createDemoPayments(), owner, { siteId: CAMPAIGN_SITE, orderId, status: 'ready' });
    expect(await applyPaymentEvent(db, completed())).toEqual({ kind: 'duplicate' });
    expect((await order(db, orderId)).status).toBe('ready');
    expect(await bucheTaken(db)).toBe(2);
  });

  it('ignore a completed checkout that is not the order’s', async () => {
    const { db, orderId, completed } = await awaitingOrder();
    expect(await applyPaymentEvent(db, { ...completed(), checkoutId: 'cs_other' })).toEqual({ kind: 'ignored' });
    expect((await order(db, orderId)).status).toBe('awaiting-payment');
  });

  it('give the places back when the checkout expires, and refund a payment that comes after', async () => {
    const { db, payments, orderId, checkoutId, completed } = await awaitingOrder();
    await applyPaymentEvent(db, { id: 'evt_x', type: 'checkout.expired', siteId: CAMPAIGN_SITE, orderId, checkoutId });
    expect((await order(db, orderId)).status).toBe('expired');
    expect(await bucheTaken(db)).toBe(0);
    expect(await settlePaymentEvent(db, payments, completed('evt_late'))).toMatchObject({ kind: 'refund' });
    expect(payments.calls).toContain('refund pi_1');
    const late = await order(db, orderId);
    expect(late).toMatchObject({ status: 'expired', statusReason: LATE_PAYMENT_REASON });
    expect(late.payment.state).toBe('refunded');
    expect(await bucheTaken(db)).toBe(0);
  });

  it('release unpaid orders past their 30 minutes, and only those', async () => {
    const { db, payments, orderId, checkoutId } = await awaitingOrder();
    const expire = async ({ orderId: id }: { orderId: string }) => {
      const stored = await order(db, id);
      await payments.expireCheckout({ accountId: 'acct_shop', checkoutId: stored.payment.checkoutId ?? '' });
    };
    expect(await releaseExpiredOrders(db, expire, new Date(NOW.getTime() + 29 * 60_000))).toBe(0);
    expect(await bucheTaken(db)).toBe(2);
    expect(await releaseExpiredOrders(db, expire, new Date(NOW.getTime() + 31 * 60_000))).toBe(1);
    expect((await order(db, orderId)).status).toBe('expired');
    expect(await bucheTaken(db)).toBe(0);
    expect(payments.calls).toContain(`expireCheckout ${checkoutId}`);
    expect(await releaseExpiredOrders(db, expire, new Date(NOW.getTime() + 60 * 60_000))).toBe(0);
  });

  it('a refund from the payment service cancels the order and frees its places', async () => {
    const { db, orderId, completed } = await awaitingOrder();
    await applyPaymentEvent(db, completed());
    await applyPaymentEvent(db, {
      id: 'evt_r',
      type: 'payment.refunded',
      siteId: CAMPAIGN_SITE,
      orderId,
      paymentId: 'pi_1',
    });
    const refunded = await order(db, orderId);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.payment.state).toBe('refunded');
    expect(await bucheTaken(db)).toBe(0);
  });

  it('an account update applies only to the shop’s own account', async () => {
    const db = await storeWith(campaignShop({ chargesEnabled: false }));
    const update = (accountId: string, id: string): PaymentEvent => ({
      id,
      type: 'account.updated',
      siteId: CAMPAIGN_SITE,
      accountId,
      chargesEnabled: true,
    });
    expect(await applyPaymentEvent(db, update('acct_someone_else', 'e1'))).toEqual({ kind: 'ignored' });
    expect((await getDoc(db, paymentRefs.sitePayments(CAMPAIGN_SITE)))?.chargesEnabled).toBe(false);
    await applyPaymentEvent(db, update('acct_shop', 'e2'));
    expect((await getDoc(db, paymentRefs.sitePayments(CAMPAIGN_SITE)))?.chargesEnabled).toBe(true);
  });
});

describe('setOrderStatus', () => {
  it('cancelling a paid order refunds it and gives its places back', async () => {
    const { db, orderId, completed } = await awaitingOrder();
    await applyPaymentEvent(db, completed());
    const payments = createDemoPayments();
    await setOrderStatus(db, payments, owner, {
      siteId: CAMPAIGN_SITE,
      orderId,
      status: 'cancelled',
      reason: 'Four en panne',
    });
    const cancelled = await order(db, orderId);
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'Four en panne' });
    expect(cancelled.payment.state).toBe('refunded');
    expect(payments.calls).toEqual(['refund pi_1']);
    expect(await bucheTaken(db)).toBe(0);
    await expect(
      setOrderStatus(db, payments, owner, { siteId: CAMPAIGN_SITE, orderId, status: 'ready' }),
    ).rejects.toThrow('ne peut plus');
  });

  it('collecting an order whose card was held charges it', async () => {
    const { db, orderId, completed } = await awaitingOrder({ holdCard: true });
    await applyPaymentEvent(db, completed('evt_h', true));
    expect((await order(db, orderId)).payment.state).toBe('authorized');
    const payments = createDemoPayments();
    await setOrderStatus(db, payments, owner, { siteId: CAMPAIGN_SITE, orderId, status: 'ready' });
    await setOrderStatus(db, payments, owner, { siteId: CAMPAIGN_SITE, orderId, status: 'collected' });
    expect(payments.calls).toEqual(['capture pi_1']);
    expect(await order(db, orderId)).toMatchObject({ status: 'collected', payment: { state: 'paid' } });
  });

  it('is the shop’s managers’ only', async () => {
    const { db, orderId } = await awaitingOrder();
    const payments = createDemoPayments();
    await expect(
      setOrderStatus(db, payments, user('stranger'), { siteId: CAMPAIGN_SITE, orderId, status: 'cancelled' }),
    ).rejects.toThrow('Vous n’avez pas accès à ce site.');
    await setOrderStatus(db, payments, admin(), { siteId: CAMPAIGN_SITE, orderId, status: 'cancelled' });
    expect(await bucheTaken(db)).toBe(0);
  });
});

describe('connectPayments', () => {
  it('creates the shop’s account once and returns its onboarding page', async () => {
    const db = await storeWith(campaignShop());
    await db.remove(paymentRefs.sitePayments(CAMPAIGN_SITE).path);
    const payments = createDemoPayments();
    const first = await connectPayments(db, payments, owner, { siteId: CAMPAIGN_SITE }, APP);
    expect(first.url).toBe(`${APP}/admin/paiements?site=${CAMPAIGN_SITE}`);
    const { accountId } = (await getDoc(db, paymentRefs.sitePayments(CAMPAIGN_SITE))) ?? {};
    await connectPayments(db, payments, owner, { siteId: CAMPAIGN_SITE }, APP);
    expect((await getDoc(db, paymentRefs.sitePayments(CAMPAIGN_SITE)))?.accountId).toBe(accountId);
    expect(payments.calls.filter((call) => call.startsWith('createAccount'))).toHaveLength(1);
    await expect(connectPayments(db, payments, user('stranger'), { siteId: CAMPAIGN_SITE }, APP)).rejects.toThrow();
  });
});
