import { describe, expect, it } from 'vitest';
import { PICKUP_MESSAGES, type PickupRules } from '../domain/pickup-slots';
import { shopDay } from '../testing/hours';
import { productVariantSchema } from '../model/products';
import { EMPTY_RESERVATION_FORM, QUANTITY_MESSAGE, reservationFormSchema, toReservation } from './reservation-form';
import { FIRST_NAME_MESSAGES } from '../model/form-text';
import { reservationSchema } from '../model/reservations';

const WEEK = [1, 2, 3, 4, 5, 6].map((dayOfWeek) => shopDay(dayOfWeek));
// Tuesday 1 December 2026, 10:10 in Paris.
const RULES: PickupRules = { week: WEEK, periods: [], preparationHours: 24, now: new Date('2026-12-01T09:10:00Z') };
const schema = reservationFormSchema(RULES);
const filled = {
  ...EMPTY_RESERVATION_FORM,
  quantity: '2',
  pickupDate: '2026-12-03',
  pickupTime: '15:00',
  firstName: ' Louise ',
  lastName: 'Bernard',
  phone: '06 12 34 56 78',
  email: 'louise@example.fr',
};
const messages = (input: object) => {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('reservationFormSchema', () => {
  it('accepts a filled form and trims what was typed', () => {
    expect(schema.parse(filled)).toMatchObject({ firstName: 'Louise', quantity: '2', note: '' });
  });

  it('says in French what is missing or wrong, on the field concerned', () => {
    expect(messages(EMPTY_RESERVATION_FORM)).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      phone: 'Numéro de téléphone requis',
      email: 'Veuillez indiquer votre adresse email',
      pickupDate: PICKUP_MESSAGES.noDay,
    });
    for (const quantity of ['0', '100', '1,5', '', 'deux'])
      expect(messages({ ...filled, quantity })).toEqual({ quantity: QUANTITY_MESSAGE });
    expect(messages({ ...filled, quantity: '99' })).toEqual({});
  });

  it('takes a first name of letters, spaces, hyphens and apostrophes only, up to 50 characters', () => {
    for (const firstName of ['Jean-Pierre', 'Anne Sophie', 'D’Artagnan', "N'Golo", 'Éloïse', 'Zoë'])
      expect(messages({ ...filled, firstName })).toEqual({});
    for (const firstName of ['Louise2', 'https://phish.test', 'louise@example.fr', 'www.phish.test', 'Lou <b>', 'Lou.'])
      expect(messages({ ...filled, firstName }), firstName).toEqual({ firstName: FIRST_NAME_MESSAGES.letters });
    expect(messages({ ...filled, firstName: 'A'.repeat(50) })).toEqual({});
    expect(messages({ ...filled, firstName: 'A'.repeat(51) })).toEqual({ firstName: '50 caractères maximum' });
  });

  it('refuses a pick-up outside the hours, too soon or on a closed day', () => {
    expect(messages({ ...filled, pickupDate: '2026-12-06' })).toEqual({ pickupDate: PICKUP_MESSAGES.closed });
    expect(messages({ ...filled, pickupTime: '13:00' })).toEqual({ pickupTime: PICKUP_MESSAGES.outsideHours });
    expect(messages({ ...filled, pickupDate: '2026-12-02', pickupTime: '09:00' })).toEqual({
      pickupTime: PICKUP_MESSAGES.tooSoon(24),
    });
    expect(messages({ ...filled, pickupTime: '' })).toEqual({ pickupTime: PICKUP_MESSAGES.noTime });
  });
});

describe('toReservation', () => {
  const variant = productVariantSchema.parse({
    id: 'var-500',
    name: 'Pot de 500 g',
    price: 12.9,
    priceUnit: 'le pot',
  });
  const product = { id: 'prod-miel', name: 'Miel de lavande' };

  it('copies the shop’s product, variant and price: a valid stored reservation', () => {
    const reservation = toReservation(schema.parse(filled), product, variant);
    expect(reservation).toMatchObject({
      productId: 'prod-miel',
      variantName: 'Pot de 500 g',
      unitPrice: 12.9,
      priceLabel: '12,90\u00a0€\u00a0le pot',
      quantity: 2,
      customerFirstName: 'Louise',
      status: 'new',
      statusReason: '',
      isViewed: false,
      ownerNote: '',
    });
    expect(reservationSchema.safeParse({ ...reservation, createdAt: new Date() }).success).toBe(true);
  });

  it('stores no price for a variant priced in the shop', () => {
    const inStore = productVariantSchema.parse({ id: 'v', name: 'Vrac', price: null, priceInStore: true });
    expect(toReservation(schema.parse(filled), product, inStore)).toMatchObject({
      unitPrice: null,
      priceLabel: 'Prix en boutique',
    });
  });
});
