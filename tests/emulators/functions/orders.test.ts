import { PAYMENT_UNAVAILABLE_MESSAGE, FunctionError, releaseExpiredOrders } from '@comptoir/core';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDataPort } from '../../../functions/src/admin-data-port';
import { admin, browserClient, closeClients, functionUrl } from '../support/clients';
import { createCampaignShop, orderDoc, orderRequest, payOnStandIn, takenBuches } from '../support/campaign-shop';
import { eventually } from '../support/emulators';

const SITE = 'it-orders';
/** The secret the stand-in signs with, as the functions emulator has it (scripts/emulators.mjs). */
const SECRET = process.env.STRIPE_STAND_IN_WEBHOOK_SECRET ?? '';

const request = (email?: string) => orderRequest(SITE, { email });

async function visitor() {
  const client = browserClient();
  await client.signInAnonymously();
  return client;
}

const order = (orderId: string) => orderDoc(SITE, orderId);
const taken = () => takenBuches(SITE);

function sign(payload: string, secret = SECRET) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}
const post = (payload: string, signature?: string) =>
  fetch(functionUrl('paymentWebhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
const completed = (id: string, orderId: string, checkoutId: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    account: 'acct_it_orders',
    data: {
      object: {
        id: checkoutId,
        object: 'checkout.session',
        payment_intent: 'pi_it_orders',
        amount_total: 960,
        metadata: { siteId: SITE, orderId, captureLater: 'false' },
      },
    },
  });

describe('orders and payments (Functions + Firestore emulators, Stripe stand-in)', () => {
  beforeAll(() => createCampaignShop(SITE, { capacity: 3, accountId: 'acct_it_orders' }));
  afterAll(closeClients);

  it(
    'gives the last three bûches to exactly three of twenty simultaneous visitors, the others told in French',
    { timeout: 240_000 },
    async () => {
      const visitors = await Promise.all(Array.from({ length: 20 }, visitor));
      // One worker process per concurrent call, slow to start on a busy machine: refused rounds of
      // 5, 10, 15 and 20 start them a few at a time (as participation.test.ts), the orders then run warm.
      for (const size of [5, 10, 15, 20])
        await Promise.allSettled(
          visitors.slice(0, size).map((client) => client.call('placeOrder', { ...request(), campaignId: 'aucune' })),
        );
      const outcomes = await Promise.all(
        visitors.map((client, index) =>
          client.call('placeOrder', request(`client${index}@example.fr`)).then(
            (result) => ({ ok: true as const, result }),
            (error: unknown) => ({ ok: false as const, error }),
          ),
        ),
      );
      const placed = outcomes.filter((outcome) => outcome.ok);
      expect(placed).toHaveLength(3);
      for (const outcome of outcomes)
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(FunctionError);
          expect((outcome.error as FunctionError).message).toMatch(/complet|ne reste que/);
          expect((outcome.error as FunctionError).message).not.toBe(PAYMENT_UNAVAILABLE_MESSAGE);
        }
      for (const { result } of placed) expect(result.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_/);
      expect(await taken()).toBe(3);
      expect((await admin().db.collection(`sites/${SITE}/orders`).get()).size).toBe(3);
    },
  );

  it('gives an unpaid order’s places back once its hold is over', async () => {
    const { db } = admin();
    const orders = (await db.collection(`sites/${SITE}/orders`).where('status', '==', 'awaiting-payment').get()).docs;
    const expired: string[] = [];
    const later = new Date(Date.now() + 31 * 60_000);
    const released = await releaseExpiredOrders(
      new AdminDataPort(db),
      async ({ orderId }) => {
        expired.push(orderId);
      },
      later,
    );
    expect(released).toBe(orders.length);
    expect(expired.sort()).toEqual(orders.map((doc) => doc.id).sort());
    expect(await taken()).toBe(0);
    expect((await order(orders[0]?.id ?? ''))?.status).toBe('expired');
  });

  it('confirms an order on a checkout Stripe signed, once (legitimate twin)', async () => {
    const { orderId, checkoutUrl } = await (await visitor()).call('placeOrder', request());
    const checkoutId = checkoutUrl?.split('/').at(-1) ?? '';
    const payload = completed('evt_it_legit', orderId, checkoutId);
    expect((await post(payload, sign(payload))).status).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 'confirmed', payment: { state: 'paid', paidCents: 960 } });
  });

  it('changes nothing on a forged, unsigned or replayed webhook (attack side)', async () => {
    const { orderId, checkoutUrl } = await (await visitor()).call('placeOrder', request());
    const checkoutId = checkoutUrl?.split('/').at(-1) ?? '';
    const payload = completed('evt_it_attack', orderId, checkoutId);
    expect((await post(payload, sign(payload, 'whsec_forged'))).status).toBe(400);
    expect((await post(payload)).status).toBe(400);
    expect((await order(orderId))?.status).toBe('awaiting-payment');
    // The stand-in's own page pays; its event then comes again, replayed.
    const paid = await payOnStandIn(checkoutUrl);
    expect(paid.status).toBe(303);
    await eventually(async () => ((await order(orderId))?.status === 'confirmed' ? true : null));
    await admin().db.doc(`sites/${SITE}/orders/${orderId}`).update({ status: 'ready' });
    const replay = completed('evt_it_legit', orderId, checkoutId);
    expect((await post(replay, sign(replay))).status).toBe(200);
    expect((await order(orderId))?.status).toBe('ready');
    expect(await taken()).toBe(2);
  });
});
