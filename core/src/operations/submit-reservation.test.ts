import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { setDoc } from '../model/repo';
import { PICKUP_MESSAGES } from '../domain/pickup-slots';
import { shopDay } from '../testing/hours';
import { reservationData } from '../testing/reservation';
import { EMPTY_RESERVATION_FORM } from '../forms/reservation-form';
import { FIRST_NAME_MESSAGES } from '../model/form-text';
import type { PlanId } from '../model/plans';
import { visitor } from './testing/fixtures';
import { NOT_IN_PLAN_MESSAGE, SHOP_OFFLINE_MESSAGE } from './site-access';
import {
  PRODUCT_ENDED_MESSAGE,
  RESERVATION_UNAVAILABLE_MESSAGE,
  SHOP_NOT_FOUND_MESSAGE,
  submitReservation,
} from './submit-reservation';

// Tuesday 1 December 2026, 10:10 in Paris.
const NOW = new Date('2026-12-01T09:10:00Z');
const SITE = 'epicerie-du-marche';
const FORM = {
  ...EMPTY_RESERVATION_FORM,
  quantity: '2',
  pickupDate: '2026-12-03',
  pickupTime: '15:00',
  firstName: 'Louise',
  lastName: 'Bernard',
  phone: '06 12 34 56 78',
  email: 'louise@example.fr',
};
const REQUEST = { siteId: SITE, productId: 'prod-miel', variantId: 'var-250', form: FORM };

async function shop({
  inStock = true,
  isActive = true,
  online = true,
  endDate = null as string | null,
  plan = 'pro' as PlanId,
} = {}) {
  const db = await LocalStore.open(new MemoryPersistence(), { now: () => NOW });
  await setDoc(db, refs.site(SITE), {
    name: 'L’Épicerie du Marché',
    ownerId: 'owner-1',
    plan,
    active: online,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await setDoc(db, refs.page(SITE, 'hours'), {
    week: [2, 3, 4].map((day) => shopDay(day)),
    reservationPreparationHours: 24,
  });
  await setDoc(db, refs.item(SITE, 'products', 'prod-miel'), {
    name: 'Miel de lavande',
    endDate,
    variants: [
      { id: 'var-250', name: 'Pot de 250 g', price: 7.5, priceUnit: 'le pot', orderIndex: 0, inStock, isActive },
    ],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return db;
}
/** The documents as written, not as a read would fill them in. */
const stored = async (db: LocalStore) =>
  (await db.query(refs.collection(SITE, 'reservations').path)).map(({ id, data }) => ({ id, ...data }));

/** The refusal's code and French message. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof FunctionError ? `${error.code}: ${error.message}` : String(error)),
  );

describe('submitReservation', () => {
  it('stores the shop’s product name and price with the visitor’s pick-up and details', async () => {
    const db = await shop();
    const { reservationId } = await submitReservation(db, visitor(), REQUEST, NOW);
    // The form's visitor is the fixture's; the product, price, pick-up and date are this test's own.
    expect(await stored(db)).toEqual([
      {
        id: reservationId,
        ...reservationData({
          productId: 'prod-miel',
          variantId: 'var-250',
          variantName: 'Pot de 250 g',
          unitPrice: 7.5,
          priceLabel: '7,50\u00a0€\u00a0le pot',
          pickupDate: '2026-12-03',
          pickupTime: '15:00',
          ownerNote: '',
          createdAt: NOW,
        }),
      },
    ]);
  });

  it('counts the reservation against its visitor, and refuses the fourth in a minute', async () => {
    const db = await shop();
    for (let sent = 0; sent < 3; sent += 1) await submitReservation(db, visitor(), REQUEST, NOW);
    const fourth = await refusal(submitReservation(db, visitor(), REQUEST, NOW));
    expect(fourth).toMatch(/^resource-exhausted: .*Réessayez dans 1\u00a0min\.$/);
    expect(await stored(db)).toHaveLength(3);
    // Another visitor is not held back.
    await expect(submitReservation(db, visitor('visitor-2'), REQUEST, NOW)).resolves.toBeDefined();
  });

  it('refuses what the shop does not offer, with its French message, storing nothing', async () => {
    const unavailable = `failed-precondition: ${RESERVATION_UNAVAILABLE_MESSAGE}`;
    expect(await refusal(submitReservation(await shop({ inStock: false }), visitor(), REQUEST, NOW))).toBe(unavailable);
    expect(await refusal(submitReservation(await shop({ isActive: false }), visitor(), REQUEST, NOW))).toBe(
      unavailable,
    );
    const db = await shop();
    const cases: [string, unknown][] = [
      [unavailable, { ...REQUEST, variantId: 'var-xl' }],
      [unavailable, { ...REQUEST, productId: 'prod-of-another-shop' }],
      [`not-found: ${SHOP_NOT_FOUND_MESSAGE}`, { ...REQUEST, siteId: 'another-shop' }],
      [`invalid-argument: ${PICKUP_MESSAGES.closed}`, { ...REQUEST, form: { ...FORM, pickupDate: '2026-12-04' } }],
      [
        `invalid-argument: ${FIRST_NAME_MESSAGES.letters}`,
        { ...REQUEST, form: { ...FORM, firstName: 'Voir https://x.test' } },
      ],
    ];
    for (const [expected, input] of cases)
      expect(await refusal(submitReservation(db, visitor(), input, NOW))).toBe(expected);
    expect(await stored(db)).toEqual([]);
  });

  it('refuses a signed-out caller and a request carrying its own product name or price', async () => {
    const db = await shop();
    expect(await refusal(submitReservation(db, null, REQUEST, NOW))).toMatch(/^unauthenticated/);
    expect(await refusal(submitReservation(db, visitor(), { ...REQUEST, productName: 'Gratuit' }, NOW))).toMatch(
      /^invalid-argument/,
    );
    expect(
      await refusal(submitReservation(db, visitor(), { ...REQUEST, form: { ...FORM, priceLabel: '0 €' } }, NOW)),
    ).toMatch(/^invalid-argument/);
    expect(await stored(db)).toEqual([]);
  });

  it('refuses a reservation at a deactivated shop, storing nothing (attack side)', async () => {
    const db = await shop({ online: false });
    expect(await refusal(submitReservation(db, visitor(), REQUEST, NOW))).toBe(
      `failed-precondition: ${SHOP_OFFLINE_MESSAGE}`,
    );
    expect(await stored(db)).toEqual([]);
  });

  it('refuses a reservation at a shop whose plan has no product gallery (Essentiel), storing nothing (attack side)', async () => {
    const db = await shop({ plan: 'essentiel' });
    expect(await refusal(submitReservation(db, visitor(), REQUEST, NOW))).toBe(
      `failed-precondition: ${NOT_IN_PLAN_MESSAGE}`,
    );
    expect(await stored(db)).toEqual([]);
  });

  it('refuses a product past its end date, in French, storing nothing (attack side)', async () => {
    const db = await shop({ endDate: '2026-11-30' });
    expect(await refusal(submitReservation(db, visitor(), REQUEST, NOW))).toBe(
      `failed-precondition: ${PRODUCT_ENDED_MESSAGE}`,
    );
    expect(await stored(db)).toEqual([]);
  });

  it('takes a product on its last day, and one whose end is to come', async () => {
    for (const endDate of ['2026-12-01', '2027-01-15']) {
      const db = await shop({ endDate });
      await expect(submitReservation(db, visitor(), REQUEST, NOW)).resolves.toMatchObject({
        reservationId: expect.any(String),
      });
    }
  });
});
