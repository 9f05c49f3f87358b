import { paymentRefs } from '../model/payment-refs';
import { describe, expect, it } from 'vitest';
import { campaignStockSchema, orderSchema } from '../model/orders';
import { refs } from '../model/refs';
import { getDoc } from '../model/repo';
import { createDemoPayments } from '../port/demo-payments';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { ORDER_MESSAGES } from '../forms/order-form';
import { CAMPAIGN_ID, CAMPAIGN_SITE, campaignShop, orderRequest } from '../testing/campaign';
import { storeWith, visitor } from './testing/fixtures';
import { NOT_IN_PLAN_MESSAGE } from './site-access';
import { CAMPAIGN_CLOSED_MESSAGE, PAYMENTS_NOT_READY_MESSAGE, placeOrder } from './place-order';

// Tuesday 1 December 2026, 10:10 in Paris.
const NOW = new Date('2026-12-01T09:10:00Z');
const APP = 'https://comptoir.test';

async function taken(db: DataPort, date = '2026-12-24') {
  const stock = await db.get(refs.item(CAMPAIGN_SITE, 'campaignStock', CAMPAIGN_ID).path);
  return campaignStockSchema.parse(stock?.data ?? {}).taken[date] ?? {};
}

const order = async (db: DataPort, id: string) =>
  orderSchema.parse((await db.get(refs.item(CAMPAIGN_SITE, 'orders', id).path))?.data);

async function refusal(promise: Promise<unknown>): Promise<FunctionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FunctionError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('placeOrder', () => {
  it('takes the places and, paid in the shop, confirms the order at once', async () => {
    const db = await storeWith(campaignShop({ onlinePayment: 'none' }));
    const payments = createDemoPayments();
    const { orderId, checkoutUrl } = await placeOrder(db, visitor(), orderRequest(2, 1), {
      payments,
      appUrl: APP,
      now: NOW,
    });
    expect(checkoutUrl).toBeNull();
    const stored = await order(db, orderId);
    expect(stored).toMatchObject({
      status: 'confirmed',
      totalCents: 2 * 3200 + 3900,
      onlineCents: 0,
      depositLegal: null,
    });
    expect(stored.lines.map((line) => [line.productName, line.variantName, line.quantity])).toEqual([
      ['Bûche pralinée', '6 parts', 2],
      ['Foie gras mi-cuit', '', 1],
    ]);
    expect(await taken(db)).toEqual({ 'buche-6': 2, 'foie-gras': 1 });
    expect(payments.calls).toEqual([]);
  });

  it('with a 30 % deposit, opens a checkout for the deposit on the shop’s account and holds the places 30 minutes', async () => {
    const db = await storeWith(campaignShop());
    const payments = createDemoPayments();
    const { orderId, checkoutUrl } = await placeOrder(db, visitor(), orderRequest(1, 1), {
      payments,
      appUrl: APP,
      now: NOW,
    });
    expect(checkoutUrl).toMatch(
      /^\/paiement-demo\?site=epicerie-du-marche&commande=\w+&session=cs_demo_1&montant=\d+$/,
    );
    const stored = await order(db, orderId);
    // 30 % of 32 € and of 39 €, each rounded to the cent.
    expect(stored).toMatchObject({ status: 'awaiting-payment', onlineCents: 960 + 1170, depositLegal: 'arrhes' });
    expect(stored.payment).toMatchObject({ state: 'pending', captureLater: false });
    expect(stored.holdUntil?.getTime()).toBe(NOW.getTime() + 30 * 60_000);
    const [checkout] = [...payments.checkouts.values()];
    expect(checkout).toMatchObject({ accountId: 'acct_shop', orderId, feeCents: 0 });
    expect(checkout?.lines).toEqual([
      { name: 'Arrhes – Commandes de Noël, retrait le 24 décembre', amountCents: 2130, quantity: 1 },
    ]);
    expect(checkout?.successUrl).toBe(
      `${APP}/merchant/commandes?site=${CAMPAIGN_SITE}&commande=${orderId}&paiement=ok`,
    );
    expect(await getDoc(db, paymentRefs.pendingOrder(CAMPAIGN_SITE, orderId))).toMatchObject({
      siteId: CAMPAIGN_SITE,
      orderId,
    });
  });

  it('holds the card instead when the campaign says so and the pick-up is within 6 days', async () => {
    const db = await storeWith(campaignShop({ holdCard: true }));
    const payments = createDemoPayments();
    const now = new Date('2026-12-19T09:00:00Z');
    const { orderId } = await placeOrder(db, visitor(), orderRequest(1), { payments, appUrl: APP, now });
    expect((await order(db, orderId)).payment.captureLater).toBe(true);
    const far = await placeOrder(
      db,
      visitor('v2'),
      orderRequest(1, 0, { pickupDate: '2026-12-31', pickupTime: '09:00' }),
      {
        payments,
        appUrl: APP,
        now,
      },
    );
    expect((await order(db, far.orderId)).payment.captureLater).toBe(false);
  });

  it('never takes more than the day’s capacity, and says how many are left', async () => {
    const db = await storeWith(campaignShop({ onlinePayment: 'none' }));
    const payments = createDemoPayments();
    await placeOrder(db, visitor('a'), orderRequest(2), { payments, appUrl: APP, now: NOW });
    const error = await refusal(placeOrder(db, visitor('b'), orderRequest(2), { payments, appUrl: APP, now: NOW }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(
      'Il ne reste que 1\u00a0«\u00a0Bûche pralinée\u00a0» pour le 24 décembre\u00a0: réduisez la quantité ou choisissez un autre jour.',
    );
    expect(await taken(db)).toEqual({ 'buche-6': 2 });
    // Another day has its own capacity.
    await placeOrder(db, visitor('c'), orderRequest(3, 0, { pickupDate: '2026-12-31', pickupTime: '09:00' }), {
      payments,
      appUrl: APP,
      now: NOW,
    });
    expect(await taken(db, '2026-12-31')).toEqual({ 'buche-6': 3 });
  });

  it('gives twenty visitors racing for the last three bûches exactly three orders', async () => {
    const db = await storeWith(campaignShop({ onlinePayment: 'none' }));
    const payments = createDemoPayments();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(db, visitor(`racer-${index}`), orderRequest(1), { payments, appUrl: APP, now: NOW }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await db.query(refs.collection(CAMPAIGN_SITE, 'orders').path)).toHaveLength(3);
    expect(await taken(db)).toEqual({ 'buche-6': 3 });
  });

  it('refuses a closed campaign, a past or unknown day, a slot it does not offer and a day in congés', async () => {
    const payments = createDemoPayments();
    const closed = await storeWith(campaignShop({ closesOn: '2026-11-30' }));
    expect(
      (await refusal(placeOrder(closed, visitor(), orderRequest(1), { payments, appUrl: APP, now: NOW }))).message,
    ).toBe(CAMPAIGN_CLOSED_MESSAGE);
    const db = await storeWith({
      ...campaignShop(),
      [`sites/${CAMPAIGN_SITE}/specialPeriods/conges`]: {
        kind: 'conges',
        title: 'Congés',
        startDate: '2026-12-30',
        endDate: '2027-01-05',
      },
    });
    const tried = async (form: Record<string, string>) =>
      (await refusal(placeOrder(db, visitor(), orderRequest(1, 0, form), { payments, appUrl: APP, now: NOW }))).message;
    expect(await tried({ pickupDate: '2026-12-25' })).toBe(ORDER_MESSAGES.noDay);
    expect(await tried({ pickupTime: '14:00' })).toBe(ORDER_MESSAGES.noTime);
    expect(await tried({ pickupDate: '2026-12-31', pickupTime: '09:00' })).toBe(ORDER_MESSAGES.conges);
    const late = await refusal(
      placeOrder(db, visitor(), orderRequest(1), { payments, appUrl: APP, now: new Date('2026-12-24T12:00:00Z') }),
    );
    expect(late.message).toBe(CAMPAIGN_CLOSED_MESSAGE);
    expect(await db.query(refs.collection(CAMPAIGN_SITE, 'orders').path)).toHaveLength(0);
  });

  it('refuses an order at a shop whose plan has no « Commandes de fêtes » (Essentiel), taking nothing (attack side)', async () => {
    const db = await storeWith(campaignShop({ onlinePayment: 'none', plan: 'essentiel' }));
    const payments = createDemoPayments();
    const error = await refusal(placeOrder(db, visitor(), orderRequest(1), { payments, appUrl: APP, now: NOW }));
    expect([error.code, error.message]).toEqual(['failed-precondition', NOT_IN_PLAN_MESSAGE]);
    expect(await taken(db)).toEqual({});
    expect(await db.query(refs.collection(CAMPAIGN_SITE, 'orders').path)).toHaveLength(0);
  });

  it('refuses an order with nothing in it, and a deposit a shop without a ready account cannot take', async () => {
    const payments = createDemoPayments();
    const db = await storeWith(campaignShop({ chargesEnabled: false }));
    expect(
      (await refusal(placeOrder(db, visitor(), orderRequest(0), { payments, appUrl: APP, now: NOW }))).message,
    ).toBe(ORDER_MESSAGES.empty);
    expect(
      (await refusal(placeOrder(db, visitor(), orderRequest(1), { payments, appUrl: APP, now: NOW }))).message,
    ).toBe(PAYMENTS_NOT_READY_MESSAGE);
    expect(await taken(db)).toEqual({});
  });

  it('gives the places back when no payment page can be made', async () => {
    const db = await storeWith(campaignShop());
    const payments = { ...createDemoPayments(), createCheckout: () => Promise.reject(new Error('down')) };
    const error = await refusal(placeOrder(db, visitor(), orderRequest(2), { payments, appUrl: APP, now: NOW }));
    expect(error.code).toBe('unavailable');
    expect(await taken(db)).toEqual({ 'buche-6': 0 });
  });

  it('counts each order against the visitor like every public submission', async () => {
    const db = await storeWith(campaignShop({ onlinePayment: 'none' }));
    const payments = createDemoPayments();
    for (let index = 0; index < 3; index += 1)
      await placeOrder(db, visitor(), orderRequest(0, 1), { payments, appUrl: APP, now: NOW });
    const error = await refusal(placeOrder(db, visitor(), orderRequest(0, 1), { payments, appUrl: APP, now: NOW }));
    expect(error.code).toBe('resource-exhausted');
    expect(await taken(db)).toEqual({ 'foie-gras': 3 });
  });
});
