import { momentIn } from '@comptoir/core';
import { admin, type browserClient } from './clients';
import { eventually } from './emulators';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => momentIn(new Date(Date.now() + days * DAY_MS)).date;
/** By the real clock, as the functions emulator checks it: orders close in nine days, the pick-up is the day after. */
export const PICKUP = day(10);
const CLOSES = day(9);

/**
 * A shop taking pre-orders of one bûche (32 €, `capacity` a day, 30 % arrhes) on a payment account the
 * Stripe stand-in knows, replacing whatever the site held.
 */
export async function createCampaignShop(
  siteId: string,
  { capacity, accountId, ownerId = null }: { capacity: number; accountId: string; ownerId?: string | null },
) {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`sites/${siteId}`));
  const now = new Date();
  await db
    .doc(`sites/${siteId}`)
    .set({ name: 'Épicerie des fêtes', plan: 'pro', ownerId, createdAt: now, updatedAt: now });
  await db.doc(`sites/${siteId}/products/buche`).set({
    name: 'Bûche pralinée',
    isActive: true,
    variants: [{ id: 'six', name: '6 parts', price: 32, orderIndex: 0 }],
    createdAt: now,
    updatedAt: now,
  });
  await db.doc(`sites/${siteId}/campaigns/noel`).set({
    title: 'Commandes de Noël',
    intro: '',
    isActive: true,
    closesOn: CLOSES,
    days: [{ date: PICKUP, slots: ['09:00', '09:30'] }],
    items: [{ id: 'buche', productId: 'buche', variantId: 'six', capacityPerDay: capacity, depositAmount: 0 }],
    onlinePayment: 'deposit',
    depositKind: 'percent',
    depositPercent: 30,
    depositLegal: 'arrhes',
    holdCard: false,
    orderIndex: 0,
  });
  await db.doc(`sites/${siteId}/private/payments`).set({ accountId, chargesEnabled: true });
}

/** What a visitor types to order `quantity` bûches for the pick-up day at 09:30. */
export const orderRequest = (siteId: string, { email = 'louise@example.fr', quantity = 1 } = {}) => ({
  siteId,
  campaignId: 'noel',
  form: {
    quantities: { buche: String(quantity) },
    pickupDate: PICKUP,
    pickupTime: '09:30',
    firstName: 'Louise',
    lastName: 'Bernard',
    phone: '06 12 34 56 78',
    email,
    note: '',
  },
});

export const orderDoc = async (siteId: string, orderId: string) =>
  (await admin().db.doc(`sites/${siteId}/orders/${orderId}`).get()).data();

/** How many bûches the shop's orders hold for the pick-up day. */
export async function takenBuches(siteId: string): Promise<number> {
  const stock = (await admin().db.doc(`sites/${siteId}/campaignStock/noel`).get()).data() as
    { taken?: Record<string, Record<string, number>> } | undefined;
  return stock?.taken?.[PICKUP]?.buche ?? 0;
}

/** Pays a checkout on the stand-in's own page (its signed webhook follows). */
export const payOnStandIn = (checkoutUrl: string | null) =>
  fetch(`${checkoutUrl ?? ''}/pay`, { method: 'POST', redirect: 'manual' });

/** An order a visitor placed and paid on the stand-in, once its webhook has confirmed it. */
export async function placePaidOrder(
  visitor: ReturnType<typeof browserClient>,
  request: ReturnType<typeof orderRequest>,
): Promise<string> {
  const { orderId, checkoutUrl } = await visitor.call('placeOrder', request);
  await payOnStandIn(checkoutUrl);
  await eventually(async () => ((await orderDoc(request.siteId, orderId))?.status === 'confirmed' ? true : null));
  return orderId;
}
