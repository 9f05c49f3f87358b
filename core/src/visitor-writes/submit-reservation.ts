import { pickupRulesFrom } from '../domain/pickup-slots';
import type { DataPort } from '../port/data-port';
import { refs } from '../refs';
import { getCollection, getDoc } from '../repo';
import { reservationFormSchema, toReservation, type ReservationFormInput } from '../schemas/reservation-form';
import { submitVisitorLead } from './submit-visitor-lead';

/** The product or its variant can no longer be reserved (hidden or out of stock); the message is French. */
export class ReservationUnavailableError extends Error {
  constructor() {
    super('Cette déclinaison n’est plus disponible à la réservation.');
    this.name = 'ReservationUnavailableError';
  }
}

export interface ReservationRequest {
  productId: string;
  variantId: string;
  form: ReservationFormInput;
}

/**
 * Stores a visitor's reservation; the merchant's email is sent by the creation trigger. The product,
 * its stock and the shop's hours are read again here, so a request built on a dialog left open is
 * checked against what is true now, and the stored name and price are the shop's, not the page's.
 */
export async function submitReservation(
  db: DataPort,
  visitorUid: string,
  siteId: string,
  { productId, variantId, form }: ReservationRequest,
  now: Date = new Date(),
): Promise<string> {
  const [product, hours, periods] = await Promise.all([
    getDoc(db, refs.item(siteId, 'products', productId)),
    getDoc(db, refs.page(siteId, 'hours')),
    getCollection(db, refs.collection(siteId, 'specialPeriods')),
  ]);
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  if (!product?.isActive || !variant?.isActive || !variant.inStock) throw new ReservationUnavailableError();
  const values = reservationFormSchema(pickupRulesFrom(hours, periods, now)).parse(form);
  return submitVisitorLead(
    db,
    visitorUid,
    refs.collection(siteId, 'reservations'),
    toReservation(values, product, variant),
  );
}
