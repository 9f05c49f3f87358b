import type { z } from 'zod';
import { pickupRulesFrom } from '../domain/pickup-slots';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import { refs } from '../model/refs';
import { getCollection, getDoc } from '../model/repo';
import { submitReservationInput, type submitReservationOutput } from '../model/callables';
import { reservationFormSchema, toReservation } from '../forms/reservation-form';
import { submitVisitorLead, VisitorLimitError } from '../visitor-writes/submit-visitor-lead';
import { isProductAvailable } from '../domain/product-availability';
import { momentIn } from '../domain/calendar';
import { parseInput, requireCaller, type Caller } from './caller';
import { SHOP_OFFLINE_MESSAGE, isOffline, requirePlan } from './site-access';

export const RESERVATION_UNAVAILABLE_MESSAGE = 'Cette déclinaison n’est plus disponible à la réservation.';
export const PRODUCT_ENDED_MESSAGE = 'Ce produit n’est plus proposé à la réservation.';
export const SHOP_NOT_FOUND_MESSAGE = 'Boutique introuvable.';
const INVALID = 'Données invalides.';

/**
 * Stores a visitor's reservation (the `submitReservation` callable; clients cannot write one). The
 * shop (online), the product (on sale today), its variant, price and stock, the shop's hours,
 * special periods and preparation delay are read here, so the stored name and price are the shop's and the pick-up one the shop offers
 * now, whatever the page sent. Counted against the visitor like every public submission. The
 * merchant's and the customer's emails are sent by the creation trigger.
 */
export async function submitReservation(
  db: DataPort,
  caller: Caller | null,
  input: unknown,
  now: Date = new Date(),
): Promise<z.output<typeof submitReservationOutput>> {
  const { uid } = requireCaller(caller);
  const { siteId, productId, variantId, form } = parseInput(submitReservationInput, input);
  const [site, product, hours, periods] = await Promise.all([
    db.get(refs.site(siteId).path),
    getDoc(db, refs.item(siteId, 'products', productId)),
    getDoc(db, refs.page(siteId, 'hours')),
    getCollection(db, refs.collection(siteId, 'specialPeriods')),
  ]);
  if (!site) throw new FunctionError('not-found', SHOP_NOT_FOUND_MESSAGE);
  if (isOffline(site)) throw new FunctionError('failed-precondition', SHOP_OFFLINE_MESSAGE);
  requirePlan(site, 'products');
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  if (!product?.isActive || !variant?.isActive || !variant.inStock)
    throw new FunctionError('failed-precondition', RESERVATION_UNAVAILABLE_MESSAGE);
  // Past its end date (the last day it is offered, in the shop's calendar) as its page no longer shows it.
  if (!isProductAvailable(product, momentIn(now).date))
    throw new FunctionError('failed-precondition', PRODUCT_ENDED_MESSAGE);
  const checked = reservationFormSchema(pickupRulesFrom(hours, periods, now)).safeParse(form);
  // The form's own French message: the visitor reads it under the form, with nothing typed lost.
  if (!checked.success) throw new FunctionError('invalid-argument', checked.error.issues[0]?.message ?? INVALID);
  try {
    const reservationId = await submitVisitorLead(
      db,
      uid,
      refs.collection(siteId, 'reservations'),
      toReservation(checked.data, product, variant),
      now,
    );
    return { reservationId };
  } catch (error) {
    if (error instanceof VisitorLimitError) throw new FunctionError('resource-exhausted', error.message);
    throw error;
  }
}
