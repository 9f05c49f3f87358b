import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { campaignSchema, orderSchema } from '@comptoir/core';
import { beforeEach, describe } from 'vitest';
import { AT, long, sites } from '../support/fixtures';
import { SITE, allows, dbAs, denies, seed, useRulesEnvironment, type Role } from '../support/rules';

useRulesEnvironment();

type Data = Record<string, unknown>;
const OUTSIDERS: readonly Role[] = ['visitor', 'anonymous', 'otherOwner'];
const CAMPAIGN = `sites/${SITE}/campaigns/noel`;
const STOCK = `sites/${SITE}/campaignStock/noel`;
const ORDER = `sites/${SITE}/orders/order-1`;
const PAYMENTS = `sites/${SITE}/private/payments`;

/** A campaign as the back office writes it: the zod output, every default filled. */
const campaign = (overrides: Data = {}): Data => ({
  ...campaignSchema.parse({
    title: 'Commandes de Noël',
    intro: 'Bûches et foie gras à retirer en boutique.',
    closesOn: '2026-12-22',
    days: [{ date: '2026-12-24', slots: ['09:00', '09:30', '10:00'] }],
    items: [{ id: 'buche-6', productId: 'prod-buche', variantId: 'var-6', capacityPerDay: 3 }],
    onlinePayment: 'none',
  }),
  ...overrides,
});

/** An order as placeOrder stores it. */
const storedOrder = (): Data =>
  orderSchema.parse({
    campaignId: 'noel',
    campaignTitle: 'Commandes de Noël',
    lines: [{ itemId: 'buche-6', productName: 'Bûche pralinée', variantName: '6 parts', quantity: 1, unitCents: 3200 }],
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    customerFirstName: 'Louise',
    customerLastName: 'Bernard',
    customerPhone: '06 12 34 56 78',
    customerEmail: 'louise@example.fr',
    emailKey: 'louise@example.fr',
    note: '',
    totalCents: 3200,
    onlineCents: 960,
    depositLegal: 'arrhes',
    status: 'awaiting-payment',
    payment: { state: 'pending', checkoutId: 'cs_1', paymentId: null, captureLater: false, paidCents: 0 },
    holdUntil: AT,
    statusReason: '',
    ownerNote: '',
    createdAt: AT,
  });

const day = (slots: string[]) => ({ date: '2026-12-24', slots });
const item = (overrides: Data = {}) => ({
  id: 'buche-6',
  productId: 'prod-buche',
  variantId: '',
  capacityPerDay: 3,
  depositAmount: 0,
  ...overrides,
});
const write = (role: Role, data: Data) => () => setDoc(doc(dbAs(role), CAMPAIGN), data);

describe('sites/{siteId}/campaigns', () => {
  beforeEach(() => seed({ ...sites(), [CAMPAIGN]: campaign() }));

  for (const role of ['visitor', 'anonymous', 'otherOwner', 'owner'] as const) {
    allows(`${role} read (published like the products)`, () => getDoc(doc(dbAs(role), CAMPAIGN)));
  }
  for (const role of OUTSIDERS) {
    denies(`${role} write`, write(role, campaign({ title: 'Détourné' })));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), CAMPAIGN)));
  }
  allows('owner write as the back office does', write('owner', campaign()));
  allows('admin write', write('admin', campaign()));
  allows('owner delete', () => deleteDoc(doc(dbAs('owner'), CAMPAIGN)));

  const halfHours = Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
  const fullDays = Array.from({ length: 14 }, (_, i) => ({ date: `2026-12-${String(10 + i)}`, slots: halfHours }));
  const fullItems = Array.from({ length: 30 }, (_, i) => item({ id: `item-${i}` }));
  allows('owner write with 14 days of 48 slots', write('owner', campaign({ days: fullDays })));
  allows('owner write with 30 items', write('owner', campaign({ items: fullItems })));
  allows(
    'owner write with 14 days of 48 slots and 30 items',
    write('owner', campaign({ days: fullDays, items: fullItems })),
  );
  denies(
    'owner write with 15 days',
    write('owner', campaign({ days: Array.from({ length: 15 }, () => day(['09:00'])) })),
  );
  denies('owner write with no day', write('owner', campaign({ days: [] })));
  denies('owner write with 31 items', write('owner', campaign({ items: Array.from({ length: 31 }, () => item()) })));
  allows('owner write with a capacity of 999', write('owner', campaign({ items: [item({ capacityPerDay: 999 })] })));
  denies('owner write with a 101-character title', write('owner', campaign({ title: long(101) })));
  denies('owner write with a blank title', write('owner', campaign({ title: '   ' })));
  denies('owner write with a 1001-character intro', write('owner', campaign({ intro: long(1001) })));
  denies('owner write with onlinePayment « cash »', write('owner', campaign({ onlinePayment: 'cash' })));
  denies('owner write with a 0 % deposit', write('owner', campaign({ depositPercent: 0 })));
  denies('owner write with a field of its own', write('owner', campaign({ feePercent: 0 })));

  // Taking payments online needs the payment service's yes (private/payments, functions only).
  denies(
    'owner activating a deposit campaign without a payment account',
    write('owner', campaign({ onlinePayment: 'deposit' })),
  );
  describe('with an account not yet able to take payments', () => {
    beforeEach(() => seed({ ...sites(), [PAYMENTS]: { accountId: 'acct_1', chargesEnabled: false } }));
    denies('owner activating a deposit campaign', write('owner', campaign({ onlinePayment: 'deposit' })));
    denies('admin activating a full-payment campaign', write('admin', campaign({ onlinePayment: 'full' })));
    allows('owner saving it inactive', write('owner', campaign({ onlinePayment: 'deposit', isActive: false })));
    allows('owner saving it paid in the shop', write('owner', campaign({ onlinePayment: 'none' })));
  });
  describe('with an account able to take payments', () => {
    beforeEach(() => seed({ ...sites(), [PAYMENTS]: { accountId: 'acct_1', chargesEnabled: true } }));
    allows('owner activating a deposit campaign', write('owner', campaign({ onlinePayment: 'deposit' })));
  });
});

describe('sites/{siteId}/campaignStock', () => {
  beforeEach(() => seed({ ...sites(), [STOCK]: { taken: { '2026-12-24': { 'buche-6': 2 } } } }));
  for (const role of ['visitor', 'anonymous', 'owner'] as const) {
    allows(`${role} read`, () => getDoc(doc(dbAs(role), STOCK)));
  }
  for (const role of ['visitor', 'anonymous', 'owner', 'admin'] as const) {
    denies(`${role} freeing places`, () => setDoc(doc(dbAs(role), STOCK), { taken: {} }));
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), STOCK)));
  }
});

describe('sites/{siteId}/orders', () => {
  const update =
    (patch: Data, role: Role = 'owner') =>
    () =>
      updateDoc(doc(dbAs(role), ORDER), patch);
  beforeEach(() => seed({ ...sites(), [ORDER]: storedOrder() }));

  for (const role of OUTSIDERS) {
    denies(`${role} get`, () => getDoc(doc(dbAs(role), ORDER)));
    denies(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/orders`)));
    denies(`${role} marking it seen`, update({ isViewed: true }, role));
  }
  for (const role of ['owner', 'admin'] as const) {
    allows(`${role} get`, () => getDoc(doc(dbAs(role), ORDER)));
    allows(`${role} list`, () => getDocs(collection(dbAs(role), `sites/${SITE}/orders`)));
  }
  allows('owner marking it seen', update({ isViewed: true }));
  allows('owner writing a note', update({ ownerNote: 'Appeler la veille.' }));
  denies('owner writing a 1001-character note', update({ ownerNote: long(1001) }));
  denies('owner setting isViewed to a string', update({ isViewed: 'oui' }));
  denies('owner confirming it (setOrderStatus does, with its refunds)', update({ status: 'confirmed' }));
  denies('owner marking it paid', update({ payment: { ...(storedOrder().payment as Data), state: 'paid' } }));
  denies('owner changing the total', update({ totalCents: 0 }));
  denies('owner adding a quantity', update({ lines: [] }));
  denies('admin confirming it', update({ status: 'confirmed' }, 'admin'));
  for (const role of ['visitor', 'anonymous', 'owner', 'admin'] as const) {
    denies(`${role} create`, () => setDoc(doc(dbAs(role), `sites/${SITE}/orders/fresh`), storedOrder()));
  }
  denies('owner delete', () => deleteDoc(doc(dbAs('owner'), ORDER)));
  denies('admin delete', () => deleteDoc(doc(dbAs('admin'), ORDER)));
});

describe('sites/{siteId}/private/payments', () => {
  beforeEach(() => seed({ ...sites(), [PAYMENTS]: { accountId: 'acct_1', chargesEnabled: false } }));
  for (const role of ['owner', 'admin'] as const) allows(`${role} read`, () => getDoc(doc(dbAs(role), PAYMENTS)));
  for (const role of OUTSIDERS) denies(`${role} read`, () => getDoc(doc(dbAs(role), PAYMENTS)));
  for (const role of ['owner', 'admin'] as const) {
    denies(`${role} setting chargesEnabled`, () => updateDoc(doc(dbAs(role), PAYMENTS), { chargesEnabled: true }));
    denies(`${role} pointing it at another account`, () =>
      setDoc(doc(dbAs(role), PAYMENTS), { accountId: 'acct_mine', chargesEnabled: true }),
    );
    denies(`${role} delete`, () => deleteDoc(doc(dbAs(role), PAYMENTS)));
  }
});

describe('pendingOrders and paymentEvents', () => {
  const PENDING = `pendingOrders/${SITE}:order-1`;
  const EVENT = 'paymentEvents/evt_1';
  beforeEach(() =>
    seed({
      ...sites(),
      [PENDING]: { siteId: SITE, orderId: 'order-1', holdUntil: AT },
      [EVENT]: { type: 'x', appliedAt: AT },
    }),
  );
  for (const role of ['visitor', 'anonymous', 'owner', 'admin'] as const) {
    denies(`${role} reading a hold`, () => getDoc(doc(dbAs(role), PENDING)));
    denies(`${role} extending a hold`, () => updateDoc(doc(dbAs(role), PENDING), { holdUntil: new Date(2100, 0) }));
    denies(`${role} deleting a hold`, () => deleteDoc(doc(dbAs(role), PENDING)));
    denies(`${role} reading an applied event`, () => getDoc(doc(dbAs(role), EVENT)));
    denies(`${role} marking an event applied`, () =>
      setDoc(doc(dbAs(role), 'paymentEvents/evt_2'), { type: 'x', appliedAt: AT }),
    );
    denies(`${role} deleting an applied event (to replay it)`, () => deleteDoc(doc(dbAs(role), EVENT)));
  }
});

describe('platform/payments', () => {
  const FEE = 'platform/payments';
  beforeEach(() => seed({ ...sites(), [FEE]: { feePercent: 0 } }));
  for (const role of ['owner', 'admin'] as const) allows(`${role} read`, () => getDoc(doc(dbAs(role), FEE)));
  for (const role of ['visitor', 'anonymous'] as const) denies(`${role} read`, () => getDoc(doc(dbAs(role), FEE)));
  allows('admin setting a 2 % fee', () => setDoc(doc(dbAs('admin'), FEE), { feePercent: 2 }));
  allows('admin setting a 20 % fee', () => setDoc(doc(dbAs('admin'), FEE), { feePercent: 20 }));
  denies('admin setting a 21 % fee', () => setDoc(doc(dbAs('admin'), FEE), { feePercent: 21 }));
  denies('admin setting a negative fee', () => setDoc(doc(dbAs('admin'), FEE), { feePercent: -1 }));
  denies('admin adding a field', () => setDoc(doc(dbAs('admin'), FEE), { feePercent: 1, owner: 'x' }));
  for (const role of ['owner', 'otherOwner', 'anonymous'] as const) {
    denies(`${role} setting the fee`, () => setDoc(doc(dbAs(role), FEE), { feePercent: 0 }));
  }
});
