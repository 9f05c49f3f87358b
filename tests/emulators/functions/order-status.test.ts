import { momentIn } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, browserClient, callCode, closeClients, provisionAccount } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-order-status';
const OTHER_SITE = 'it-order-status-other';
const CONNECT_SITE = 'it-order-status-connect';
const OWNER = { uid: 'it-order-status-owner', email: 'owner-status@example.test', password: 'demo1234' };
const STRANGER = { uid: 'it-order-status-stranger', email: 'stranger-status@example.test', password: 'demo1234' };
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => momentIn(new Date(Date.now() + days * DAY_MS)).date;
const PICKUP = day(10);
const CLOSES = day(9);
const AT = new Date('2026-11-30T10:00:00Z');

/** A paid order of two bûches (9,60 € of arrhes paid through the stand-in's account). */
const paidOrder = (paymentId: string) => ({
  campaignId: 'noel',
  campaignTitle: 'Commandes de Noël',
  lines: [{ itemId: 'buche', productName: 'Bûche pralinée', variantName: '6 parts', quantity: 2, unitCents: 3200 }],
  pickupDate: PICKUP,
  pickupTime: '09:30',
  customerFirstName: 'Louise',
  customerLastName: 'Bernard',
  customerPhone: '06 12 34 56 78',
  customerEmail: 'louise@example.fr',
  emailKey: 'louise@example.fr',
  note: '',
  totalCents: 6400,
  onlineCents: 1920,
  depositLegal: 'arrhes',
  status: 'confirmed',
  payment: { state: 'paid', checkoutId: 'cs_it_status', paymentId, captureLater: false, paidCents: 1920 },
  holdUntil: null,
  statusReason: '',
  isViewed: true,
  ownerNote: '',
  createdAt: AT,
});

async function createShops() {
  const { db } = admin();
  await provisionAccount(OWNER);
  await provisionAccount(STRANGER);
  for (const [id, ownerId] of [
    [SITE, OWNER.uid],
    [OTHER_SITE, STRANGER.uid],
    [CONNECT_SITE, OWNER.uid],
  ] as const) {
    await db.recursiveDelete(db.doc(`sites/${id}`));
    await db.doc(`sites/${id}`).set({ name: 'Épicerie des fêtes', ownerId, createdAt: AT, updatedAt: AT });
  }
  await db.doc(`sites/${SITE}/products/buche`).set({
    name: 'Bûche pralinée',
    isActive: true,
    variants: [{ id: 'six', name: '6 parts', price: 32, orderIndex: 0 }],
    createdAt: AT,
    updatedAt: AT,
  });
  await db.doc(`sites/${SITE}/campaigns/noel`).set({
    title: 'Commandes de Noël',
    intro: '',
    isActive: true,
    closesOn: CLOSES,
    days: [{ date: PICKUP, slots: ['09:00', '09:30'] }],
    items: [{ id: 'buche', productId: 'buche', variantId: 'six', capacityPerDay: 10, depositAmount: 0 }],
    onlinePayment: 'deposit',
    depositKind: 'percent',
    depositPercent: 30,
    depositLegal: 'arrhes',
    holdCard: false,
    orderIndex: 0,
  });
  await db.doc(`sites/${SITE}/private/payments`).set({ accountId: 'acct_it_order_status', chargesEnabled: true });
  await db.doc(`sites/${SITE}/orders/ready-me`).set(paidOrder('pi_it_ready'));
}

async function signedIn(account: { email: string; password: string }) {
  const client = browserClient();
  await client.signIn(account.email, account.password);
  return client;
}

const order = async (id: string) => (await admin().db.doc(`sites/${SITE}/orders/${id}`).get()).data();
const taken = async () => {
  const stock = (await admin().db.doc(`sites/${SITE}/campaignStock/noel`).get()).data() as
    { taken?: Record<string, Record<string, number>> } | undefined;
  return stock?.taken?.[PICKUP]?.buche ?? 0;
};

describe('setOrderStatus and connectPayments (Functions + Firestore emulators, Stripe stand-in)', () => {
  beforeAll(createShops, 60_000);
  afterAll(closeClients);

  it('lets a visitor and another shop’s owner change no order (attack side)', async () => {
    const visitor = browserClient();
    await visitor.signInAnonymously();
    const stranger = await signedIn(STRANGER);
    const input = { siteId: SITE, orderId: 'ready-me', status: 'ready' };
    expect(await callCode(visitor.call('setOrderStatus', input))).toBe('permission-denied');
    expect(await callCode(stranger.call('setOrderStatus', input))).toBe('permission-denied');
    expect(await callCode(stranger.call('setOrderStatus', { ...input, status: 'cancelled' }))).toBe(
      'permission-denied',
    );
    expect((await order('ready-me'))?.status).toBe('confirmed');
  });

  it('lets the owner mark an order ready and refuses a move its status does not allow (legitimate twin)', async () => {
    const owner = await signedIn(OWNER);
    expect(await owner.call('setOrderStatus', { siteId: SITE, orderId: 'ready-me', status: 'ready' })).toEqual({
      status: 'ready',
    });
    expect((await order('ready-me'))?.status).toBe('ready');
    expect(await callCode(owner.call('setOrderStatus', { siteId: SITE, orderId: 'missing', status: 'ready' }))).toBe(
      'not-found',
    );
  });

  it('gives a cancelled order’s places back and refunds what was paid online', async () => {
    const visitor = browserClient();
    await visitor.signInAnonymously();
    const { orderId, checkoutUrl } = await visitor.call('placeOrder', {
      siteId: SITE,
      campaignId: 'noel',
      form: {
        quantities: { buche: '2' },
        pickupDate: PICKUP,
        pickupTime: '09:30',
        firstName: 'Louise',
        lastName: 'Bernard',
        phone: '06 12 34 56 78',
        email: 'louise@example.fr',
        note: '',
      },
    });
    // Paid on the stand-in's checkout, confirmed by its signed webhook.
    expect((await fetch(`${checkoutUrl ?? ''}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await eventually(async () => ((await order(orderId))?.status === 'confirmed' ? true : null));
    expect(await taken()).toBe(2);

    const owner = await signedIn(OWNER);
    await owner.call('setOrderStatus', { siteId: SITE, orderId, status: 'cancelled', reason: 'Four en panne' });
    expect(await order(orderId)).toMatchObject({
      status: 'cancelled',
      statusReason: 'Four en panne',
      payment: { state: 'refunded' },
    });
    expect(await taken()).toBe(0);
    // A cancelled order stays cancelled.
    expect(await callCode(owner.call('setOrderStatus', { siteId: SITE, orderId, status: 'ready' }))).toBe(
      'failed-precondition',
    );
  });

  it('connects the owner’s shop to a payment account once, and no one else’s', async () => {
    const stranger = await signedIn(STRANGER);
    expect(await callCode(stranger.call('connectPayments', { siteId: CONNECT_SITE }))).toBe('permission-denied');
    expect((await admin().db.doc(`sites/${CONNECT_SITE}/private/payments`).get()).exists).toBe(false);

    const owner = await signedIn(OWNER);
    const first = await owner.call('connectPayments', { siteId: CONNECT_SITE });
    expect(first.chargesEnabled).toBe(false);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/onboarding\/acct_/);
    const stored = (await admin().db.doc(`sites/${CONNECT_SITE}/private/payments`).get()).data();
    expect(stored).toMatchObject({ chargesEnabled: false });
    const accountId = String(stored?.accountId);
    expect(first.url).toContain(accountId);

    // The stand-in's onboarding page finishes; its account.updated webhook enables the account.
    const done = await fetch(first.url, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    await eventually(async () => {
      const data = (await admin().db.doc(`sites/${CONNECT_SITE}/private/payments`).get()).data();
      return data?.chargesEnabled === true ? data : null;
    });
    const again = await owner.call('connectPayments', { siteId: CONNECT_SITE });
    expect(again.chargesEnabled).toBe(true);
    expect(again.url).toContain(accountId);
  });
});
