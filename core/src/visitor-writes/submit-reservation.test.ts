import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { serverTimestamp } from '../port/field-values';
import { refs } from '../refs';
import { setDoc } from '../repo';
import { shopDay } from '../testing/hours';
import { reservationData } from '../testing/reservation';
import { EMPTY_RESERVATION_FORM } from '../schemas/reservation-form';
import { ReservationUnavailableError, submitReservation } from './submit-reservation';

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

async function shop(inStock = true) {
  const db = await LocalStore.open(new MemoryPersistence(), { now: () => NOW });
  await setDoc(db, refs.page(SITE, 'hours'), {
    week: [2, 3, 4].map((day) => shopDay(day)),
    reservationPreparationHours: 24,
  });
  await setDoc(db, refs.item(SITE, 'products', 'prod-miel'), {
    name: 'Miel de lavande',
    variants: [{ id: 'var-250', name: 'Pot de 250 g', price: 7.5, priceUnit: 'le pot', orderIndex: 0, inStock }],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return db;
}
/** The documents as written, not as a read would fill them in. */
const stored = async (db: LocalStore) =>
  (await db.query(refs.collection(SITE, 'reservations').path)).map(({ id, data }) => ({ id, ...data }));

describe('submitReservation', () => {
  it('stores the stored product’s name and price with the visitor’s pick-up and details', async () => {
    const db = await shop();
    const id = await submitReservation(
      db,
      'visitor-1',
      SITE,
      { productId: 'prod-miel', variantId: 'var-250', form: FORM },
      NOW,
    );
    // The form's visitor is the fixture's; the product, price, pick-up and date are this test's own.
    expect(await stored(db)).toEqual([
      {
        id,
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

  it('refuses an out-of-stock variant and a pick-up the shop’s hours do not offer, storing nothing', async () => {
    const out = await shop(false);
    await expect(
      submitReservation(out, 'visitor-1', SITE, { productId: 'prod-miel', variantId: 'var-250', form: FORM }, NOW),
    ).rejects.toBeInstanceOf(ReservationUnavailableError);
    expect(await stored(out)).toEqual([]);

    const db = await shop();
    const friday = { ...FORM, pickupDate: '2026-12-04' };
    await expect(
      submitReservation(db, 'visitor-1', SITE, { productId: 'prod-miel', variantId: 'var-250', form: friday }, NOW),
    ).rejects.toThrow('La boutique est fermée ce jour-là');
    await expect(
      submitReservation(db, 'visitor-1', SITE, { productId: 'prod-miel', variantId: 'var-xl', form: FORM }, NOW),
    ).rejects.toBeInstanceOf(ReservationUnavailableError);
    expect(await stored(db)).toEqual([]);
  });
});
