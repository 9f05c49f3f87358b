import {
  ADDRESS_CAP_REASON,
  FIRST_NAME_MESSAGES,
  PICKUP_MESSAGES,
  PRODUCT_ENDED_MESSAGE,
  RESERVATION_UNAVAILABLE_MESSAGE,
  SHOP_NOT_FOUND_MESSAGE,
  SHOP_OFFLINE_MESSAGE,
  SITE_OFFLINE_REASON,
  FunctionError,
  momentIn,
  personalDataCsv,
  reservationSchema,
} from '@comptoir/core';
import { FORMULA_ATTACKS, csvCells, runsAsFormula, shopDay } from '@comptoir/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, browserClient, callCode, closeClients } from '../support/clients';
import { eventually } from '../support/emulators';

const SITE = 'it-reservations';
const OTHER = 'it-reservations-other';
const OFFLINE = 'it-reservations-offline';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Paris calendar days from now: tomorrow is always bookable (no preparation delay). */
const day = (days: number) => momentIn(new Date(Date.now() + days * DAY_MS)).date;
const weekday = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();
const CLOSED_DAY = day(2);

const variant = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  name: `Pot ${id}`,
  price: 7.5,
  priceUnit: 'le pot',
  orderIndex: 0,
  ...patch,
});

async function createShop(siteId: string, name: string) {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`sites/${siteId}`));
  await db
    .doc(`sites/${siteId}`)
    .set({ name, plan: 'pro', ownerId: null, createdAt: new Date(), updatedAt: new Date() });
  await db.doc(`sites/${siteId}/private/settings`).set({ senderEmail: `bonjour@${siteId}.test`, merchantEmails: [] });
  await db.doc(`sites/${siteId}/pages/hours`).set({
    week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => shopDay(dayOfWeek, { isClosed: dayOfWeek === weekday(CLOSED_DAY) })),
    reservationPreparationHours: 0,
  });
  await db.doc(`sites/${siteId}/products/miel`).set({
    name: 'Miel de lavande',
    description: '',
    isActive: true,
    variants: [
      variant('250'),
      variant('cache', { isActive: false }),
      variant('rupture', { inStock: false }),
      variant('boutique', { price: null, priceInStore: true }),
    ],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}

const form = (patch: Record<string, string> = {}) => ({
  quantity: '2',
  pickupDate: day(1),
  pickupTime: '10:00',
  firstName: 'Louise',
  lastName: 'Bernard',
  phone: '06 12 34 56 78',
  email: 'louise@example.fr',
  note: '',
  ...patch,
});
const request = (patch: Record<string, unknown> = {}, formPatch: Record<string, string> = {}) => ({
  siteId: SITE,
  productId: 'miel',
  variantId: '250',
  form: form(formPatch),
  ...patch,
});

async function visitor() {
  const client = browserClient();
  await client.signInAnonymously();
  return client;
}

/** The refusal's code and French message, as the visitor's form receives it. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof FunctionError ? `${error.code}: ${error.message}` : String(error)),
  );

const reservations = async (siteId = SITE) =>
  (await admin().db.collection(`sites/${siteId}/reservations`).get()).docs.map((doc) => doc.data());

describe('submitReservation (Functions + Firestore emulators)', () => {
  beforeAll(async () => {
    await createShop(SITE, 'Épicerie test');
    await createShop(OTHER, 'Traiteur test');
    await createShop(OFFLINE, 'Boutique désactivée');
    // Fixed days, far from any run's today: the first always past, the second always to come.
    await admin()
      .db.doc(`sites/${SITE}/products/fini`)
      .set({
        name: 'Bûche de Noël 2019',
        isActive: true,
        endDate: '2019-12-31',
        variants: [variant('250')],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    await admin()
      .db.doc(`sites/${SITE}/products/saison`)
      .set({
        name: 'Galette',
        isActive: true,
        endDate: '2099-01-31',
        variants: [variant('250')],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
  });
  afterAll(closeClients);

  it('stores the shop’s product, variant and price with what the visitor typed', async () => {
    const client = await visitor();
    const { reservationId } = await client.call('submitReservation', request());
    const stored = (await admin().db.doc(`sites/${SITE}/reservations/${reservationId}`).get()).data();
    expect(stored).toMatchObject({
      productId: 'miel',
      productName: 'Miel de lavande',
      variantId: '250',
      variantName: 'Pot 250',
      unitPrice: 7.5,
      priceLabel: '7,50\u00a0€\u00a0le pot',
      quantity: 2,
      pickupDate: day(1),
      pickupTime: '10:00',
      customerFirstName: 'Louise',
      customerEmail: 'louise@example.fr',
      status: 'new',
      statusReason: '',
      isViewed: false,
    });
    const inStore = await client.call('submitReservation', request({ variantId: 'boutique' }));
    expect((await admin().db.doc(`sites/${SITE}/reservations/${inStore.reservationId}`).get()).data()).toMatchObject({
      unitPrice: null,
      priceLabel: 'Prix en boutique',
    });
  });

  it('refuses what the shop does not offer, with the French message, storing nothing', async () => {
    const before = (await reservations()).length;
    const client = await visitor();
    const unavailable = `failed-precondition: ${RESERVATION_UNAVAILABLE_MESSAGE}`;
    const cases: [string, unknown][] = [
      [unavailable, request({ variantId: 'cache' })],
      [unavailable, request({ variantId: 'rupture' })],
      [unavailable, request({ variantId: 'inconnue' })],
      [unavailable, request({ productId: 'produit-d-une-autre-boutique' })],
      [`not-found: ${SHOP_NOT_FOUND_MESSAGE}`, request({ siteId: 'it-reservations-nope' })],
      [`invalid-argument: ${PICKUP_MESSAGES.closed}`, request({}, { pickupDate: CLOSED_DAY })],
      [`invalid-argument: ${PICKUP_MESSAGES.outsideHours}`, request({}, { pickupTime: '13:00' })],
      [`invalid-argument: ${FIRST_NAME_MESSAGES.letters}`, request({}, { firstName: 'Voir https://phish.test' })],
    ];
    for (const [expected, input] of cases)
      expect(await refusal(client.call('submitReservation', input)), JSON.stringify(input)).toBe(expected);
    expect(await reservations()).toHaveLength(before);
  });

  it('refuses a product past its end date and anything of a deactivated shop, storing nothing (attack side)', async () => {
    const { db } = admin();
    await db.doc(`sites/${OFFLINE}`).update({ active: false });
    const client = await visitor();
    expect(await refusal(client.call('submitReservation', request({ productId: 'fini' })))).toBe(
      `failed-precondition: ${PRODUCT_ENDED_MESSAGE}`,
    );
    expect(await refusal(client.call('submitReservation', request({ siteId: OFFLINE })))).toBe(
      `failed-precondition: ${SHOP_OFFLINE_MESSAGE}`,
    );
    expect((await reservations()).filter((stored) => stored.productId === 'fini')).toEqual([]);
    expect(await reservations(OFFLINE)).toEqual([]);
  });

  it('takes a product whose end date is to come', async () => {
    const client = await visitor();
    expect(await refusal(client.call('submitReservation', request({ productId: 'saison' })))).toBe('accepted');
  });

  it('mails a customer nothing in the name of a shop deactivated since the reservation (attack side)', async () => {
    const { db } = admin();
    const shop = 'it-reservations-closing';
    await createShop(shop, 'Boutique qui ferme');
    const { reservationId } = await (await visitor()).call('submitReservation', request({ siteId: shop }));
    const logsOf = () => db.collection(`sites/${shop}/notifications`).where('leadId', '==', reservationId).get();
    await eventually(async () => ((await logsOf()).docs.some((doc) => doc.get('kind') === 'customer') ? true : null));
    await db.doc(`sites/${shop}`).update({ active: false });
    await db.doc(`sites/${shop}/reservations/${reservationId}`).update({ status: 'confirmed' });
    const confirmation = await eventually(async () =>
      (await logsOf()).docs.find((doc) => doc.id === `customer-${reservationId}-confirmed`)?.data(),
    );
    expect(confirmation).toMatchObject({ status: 'skipped', error: SITE_OFFLINE_REASON });
  });

  it('stores a visitor’s formulas as typed and the owner’s export keeps them as text (attack side)', async () => {
    const [lastName = '', note = '', phone = ''] = [FORMULA_ATTACKS[1], FORMULA_ATTACKS[2], FORMULA_ATTACKS[4]];
    const client = await visitor();
    const { reservationId } = await client.call(
      'submitReservation',
      request({}, { lastName, note, phone, email: '-2+3@pirate.example' }),
    );
    const stored = (await admin().db.doc(`sites/${SITE}/reservations/${reservationId}`).get()).data() ?? {};
    const data = reservationSchema.parse({ ...stored, createdAt: stored.createdAt?.toDate() });
    const cells = csvCells(personalDataCsv([{ kind: 'reservation', id: reservationId, data }]))
      .slice(1)
      .flat();
    expect(cells.filter(runsAsFormula)).toEqual([]);
    expect(cells).toEqual(
      expect.arrayContaining([`'${lastName}`, `'${note}`, `'${phone}`, "'-2+3@pirate.example", 'Louise']),
    );
  });

  it('exports a customer’s international phone number as typed', async () => {
    const { reservationId } = await (
      await visitor()
    ).call('submitReservation', request({}, { phone: '+33 6 12 34 56 78' }));
    const stored = (await admin().db.doc(`sites/${SITE}/reservations/${reservationId}`).get()).data() ?? {};
    const data = reservationSchema.parse({ ...stored, createdAt: stored.createdAt?.toDate() });
    const cells = csvCells(personalDataCsv([{ kind: 'reservation', id: reservationId, data }]))
      .slice(1)
      .flat();
    expect(cells).toContain('+33 6 12 34 56 78');
    expect(cells.filter((cell) => cell.startsWith("'"))).toEqual([]);
  });

  it('mails a customer the shop’s address and phone only as an address and a phone (attack side)', async () => {
    const { db } = admin();
    const shop = 'it-reservations-links';
    await createShop(shop, 'Épicerie aux liens');
    await db.doc(`sites/${shop}`).update({
      contact: { address: 'Réglez votre acompte sur https://pirate.example/payer', phones: ['www.pirate.example'] },
    });
    const [log] = await customerLogs([[shop, `client-${Date.now()}@example.fr`]]);
    expect(log?.status).toBe('logged');
    expect(String(log?.text)).not.toMatch(/pirate|https?:|www\./);
    expect(String(log?.text)).not.toMatch(/Adresse|Téléphone/);
  });

  it('mails a customer the shop’s plain address and phone', async () => {
    const { db } = admin();
    await db.doc(`sites/${OTHER}`).update({
      contact: { address: '3 place du Marché, 69001 Lyon', phones: ['+33 4 78 12 34 56'] },
    });
    const [log] = await customerLogs([[OTHER, `client-${Date.now()}@example.fr`]]);
    expect(String(log?.text)).toContain(
      'Adresse\u00a0: 3 place du Marché, 69001 Lyon\nTéléphone\u00a0: +33 4 78 12 34 56',
    );
  });

  it('refuses a product name, price or status sent by the page, and a signed-out caller', async () => {
    const client = await visitor();
    for (const forged of [{ productName: 'Gratuit' }, { unitPrice: 0 }, { priceLabel: 'Voir phish.test' }])
      expect(await callCode(client.call('submitReservation', request(forged)))).toBe('invalid-argument');
    expect(
      await callCode(client.call('submitReservation', { ...request(), form: { ...form(), status: 'confirmed' } })),
    ).toBe('invalid-argument');
    expect(await callCode(browserClient().call('submitReservation', request()))).toBe('unauthenticated');
  });

  it('counts each reservation against its visitor: the fourth in a minute is refused', async () => {
    const client = await visitor();
    for (let sent = 0; sent < 3; sent += 1) await client.call('submitReservation', request());
    expect(await refusal(client.call('submitReservation', request()))).toMatch(
      /^resource-exhausted: .*Réessayez dans \d+\u00a0min\.$/,
    );
  });

  it('mails one customer address at most three times a day, whichever shops, then records it skipped', async () => {
    const email = `cible-${Date.now()}@example.fr`;
    const outcomes = await customerLogs([SITE, OTHER, SITE, OTHER].map((siteId) => [siteId, email]));
    expect(outcomes.map((log) => log?.status)).toEqual(['logged', 'logged', 'logged', 'skipped']);
    expect(outcomes[3]).toMatchObject({ error: ADDRESS_CAP_REASON });
    expect(outcomes.slice(0, 3).map((log) => log?.to)).toEqual([[email], [email], [email]]);
  });

  it('counts every spelling of one mailbox against its cap: sub-addresses, case, Gmail’s dots (attack side)', async () => {
    const name = `cible${Date.now()}`;
    const spellings = [`${name}+1@gmail.com`, `${name.toUpperCase()}+2@googlemail.com`, `c.${name.slice(1)}@gmail.com`];
    const outcomes = await customerLogs([...spellings, `${name}+4@gmail.com`].map((email) => [SITE, email]));
    expect(outcomes.map((log) => log?.status)).toEqual(['logged', 'logged', 'logged', 'skipped']);
    expect(outcomes[3]).toMatchObject({ error: ADDRESS_CAP_REASON });
  });

  it('mails other mailboxes that look alike: another name, dots where the provider counts them', async () => {
    const name = `voisin${Date.now()}`;
    const emails = [`${name}@gmail.com`, `${name}s@gmail.com`, `${name}.a@orange.fr`, `${name}a@orange.fr`];
    const outcomes = await customerLogs(emails.map((email) => [SITE, email]));
    expect(outcomes.map((log) => log?.status)).toEqual(['logged', 'logged', 'logged', 'logged']);
  });
});

/**
 * Reserves once per [site, customer address], each by a new visitor (the per-visitor limit is not
 * what these check), and waits for each reservation's customer email log, in order, once it has
 * left « pending » (the log is written before the email is handed over, then marked).
 */
async function customerLogs(requests: [siteId: string, email: string][]) {
  const { db } = admin();
  const ids: [string, string][] = [];
  for (const [siteId, email] of requests) {
    const { reservationId } = await (await visitor()).call('submitReservation', request({ siteId }, { email }));
    ids.push([siteId, reservationId]);
  }
  return eventually(async () => {
    const logs = await Promise.all(
      ids.map(async ([siteId, id]) => {
        const found = await db.collection(`sites/${siteId}/notifications`).where('leadId', '==', id).get();
        return found.docs.find((doc) => doc.get('kind') === 'customer')?.data();
      }),
    );
    return logs.every((log) => log && log.status !== 'pending') ? logs : null;
  });
}
