import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaignShop, orderDoc, orderRequest, placePaidOrder, takenBuches } from '../support/campaign-shop';
import { admin, browserClient, callCode, closeClients, provisionAccount } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-order-status';
const OTHER_SITE = 'it-order-status-other';
const CONNECT_SITE = 'it-order-status-connect';
const OWNER = { uid: 'it-order-status-owner', email: 'owner-status@example.test', password: 'demo1234' };
const STRANGER = { uid: 'it-order-status-stranger', email: 'stranger-status@example.test', password: 'demo1234' };

const order = (orderId: string) => orderDoc(SITE, orderId);
const payments = async (siteId: string) => (await admin().db.doc(`sites/${siteId}/private/payments`).get()).data();

async function signedIn(account: { email: string; password: string }) {
  const client = browserClient();
  await client.signIn(account.email, account.password);
  return client;
}

async function visitor() {
  const client = browserClient();
  await client.signInAnonymously();
  return client;
}

/** Two paid orders of two bûches each on the owner's shop (the stand-in's checkout and webhook). */
const placed: { toReady: string; toCancel: string } = { toReady: '', toCancel: '' };

async function createShops() {
  await provisionAccount(OWNER);
  await provisionAccount(STRANGER);
  await createCampaignShop(SITE, { capacity: 10, accountId: 'acct_it_order_status', ownerId: OWNER.uid });
  await createCampaignShop(OTHER_SITE, { capacity: 10, accountId: 'acct_it_order_other', ownerId: STRANGER.uid });
  const { db } = admin();
  await db.recursiveDelete(db.doc(`sites/${CONNECT_SITE}`));
  const now = new Date();
  await db
    .doc(`sites/${CONNECT_SITE}`)
    .set({ name: 'Fromagerie', plan: 'pro', ownerId: OWNER.uid, createdAt: now, updatedAt: now });
  const customer = await visitor();
  placed.toReady = await placePaidOrder(customer, orderRequest(SITE, { quantity: 2 }));
  placed.toCancel = await placePaidOrder(customer, orderRequest(SITE, { quantity: 2 }));
}

describe('setOrderStatus and connectPayments (Functions + Firestore emulators, Stripe stand-in)', () => {
  beforeAll(createShops, 120_000);
  afterAll(closeClients);

  it('lets a visitor and another shop’s owner change no order (attack side)', async () => {
    const stranger = await signedIn(STRANGER);
    const input = { siteId: SITE, orderId: placed.toReady, status: 'ready' };
    expect(await callCode((await visitor()).call('setOrderStatus', input))).toBe('permission-denied');
    expect(await callCode(stranger.call('setOrderStatus', input))).toBe('permission-denied');
    expect(await callCode(stranger.call('setOrderStatus', { ...input, status: 'cancelled' }))).toBe(
      'permission-denied',
    );
    expect((await order(placed.toReady))?.status).toBe('confirmed');
    expect(await takenBuches(SITE)).toBe(4);
  });

  it('lets the owner mark an order ready and refuses an order that does not exist (legitimate twin)', async () => {
    const owner = await signedIn(OWNER);
    const ready = { siteId: SITE, orderId: placed.toReady, status: 'ready' };
    expect(await owner.call('setOrderStatus', ready)).toEqual({ status: 'ready' });
    expect((await order(placed.toReady))?.status).toBe('ready');
    expect(await callCode(owner.call('setOrderStatus', { ...ready, orderId: 'missing' }))).toBe('not-found');
  });

  it('gives a cancelled order’s places back and refunds what was paid online', async () => {
    const owner = await signedIn(OWNER);
    const cancel = { siteId: SITE, orderId: placed.toCancel, status: 'cancelled', reason: 'Four en panne' };
    await owner.call('setOrderStatus', cancel);
    expect(await order(placed.toCancel)).toMatchObject({
      status: 'cancelled',
      statusReason: 'Four en panne',
      payment: { state: 'refunded' },
    });
    expect(await takenBuches(SITE)).toBe(2);
    // A cancelled order stays cancelled.
    expect(await callCode(owner.call('setOrderStatus', { ...cancel, status: 'ready' }))).toBe('failed-precondition');
  });

  it('connects the owner’s shop to a payment account once, and no one else’s', async () => {
    const stranger = await signedIn(STRANGER);
    expect(await callCode(stranger.call('connectPayments', { siteId: CONNECT_SITE }))).toBe('permission-denied');
    expect(await payments(CONNECT_SITE)).toBeUndefined();

    const owner = await signedIn(OWNER);
    const first = await owner.call('connectPayments', { siteId: CONNECT_SITE });
    expect(first.chargesEnabled).toBe(false);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/onboarding\/acct_/);
    const stored = await payments(CONNECT_SITE);
    expect(stored).toMatchObject({ chargesEnabled: false });
    const accountId = String(stored?.accountId);
    expect(first.url).toContain(accountId);

    // The stand-in's onboarding page finishes; its account.updated webhook enables the account.
    expect((await fetch(first.url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await eventually(async () => ((await payments(CONNECT_SITE))?.chargesEnabled === true ? true : null));
    const again = await owner.call('connectPayments', { siteId: CONNECT_SITE });
    expect(again.chargesEnabled).toBe(true);
    expect(again.url).toContain(accountId);
  });
});
