import { emailKey } from '../domain/email-key';
import { z } from 'zod';
import { variantPriceText } from '../domain/price-display';
import { pickupProblem, PICKUP_MESSAGES, type PickupRules } from '../domain/pickup-slots';
import { serverTimestamp } from '../port/field-values';
import type { DocInput } from '../model/repo';
import { LIMITS } from '../model/common';
import { firstNameField, formText, optionalFormText, visitorEmail } from '../model/form-text';
import type { ProductVariant } from '../model/products';
import { MAX_RESERVATION_QUANTITY, type reservationSchema } from '../model/reservations';

export const QUANTITY_MESSAGE = `Indiquez une quantité entre 1 et ${MAX_RESERVATION_QUANTITY}`;

/** Messages about the day, the others about the slot. */
const DAY_MESSAGES: readonly string[] = [PICKUP_MESSAGES.noDay, PICKUP_MESSAGES.tooFar, PICKUP_MESSAGES.closed];

/** The reservation form of a product's dialog; the pick-up is checked against the shop's hours. */
export function reservationFormSchema(rules: PickupRules) {
  return z
    .object({
      quantity: z
        .string()
        .trim()
        .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_RESERVATION_QUANTITY, {
          message: QUANTITY_MESSAGE,
        }),
      pickupDate: z.string(),
      pickupTime: z.string(),
      firstName: firstNameField(),
      lastName: formText(LIMITS.name, { length: 2, message: 'Le nom doit contenir au moins 2 caractères' }),
      phone: formText(LIMITS.phone, { length: 1, message: 'Numéro de téléphone requis' }),
      email: visitorEmail('Veuillez indiquer votre adresse email'),
      note: optionalFormText(LIMITS.shortText),
    })
    .superRefine(({ pickupDate, pickupTime }, ctx) => {
      const problem = pickupProblem(pickupDate, pickupTime, rules);
      if (problem === null) return;
      const path = DAY_MESSAGES.includes(problem) ? 'pickupDate' : 'pickupTime';
      ctx.addIssue({ code: 'custom', path: [path], message: problem });
    });
}
export type ReservationFormInput = z.input<ReturnType<typeof reservationFormSchema>>;
export type ReservationFormValues = z.output<ReturnType<typeof reservationFormSchema>>;

export const EMPTY_RESERVATION_FORM = {
  quantity: '1',
  pickupDate: '',
  pickupTime: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  note: '',
} satisfies Required<ReservationFormInput>;

/** The stored reservation: the product and variant as the shop stores them now, new, unseen. */
export function toReservation(
  values: ReservationFormValues,
  product: { id: string; name: string },
  variant: ProductVariant,
): DocInput<typeof reservationSchema> {
  return {
    productId: product.id,
    productName: product.name,
    variantId: variant.id,
    variantName: variant.name,
    unitPrice: variant.priceInStore ? null : variant.price,
    priceLabel: variantPriceText(variant),
    quantity: Number(values.quantity),
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    customerFirstName: values.firstName,
    customerLastName: values.lastName,
    customerPhone: values.phone,
    customerEmail: values.email,
    emailKey: emailKey(values.email),
    note: values.note,
    status: 'new',
    statusReason: '',
    isViewed: false,
    ownerNote: '',
    createdAt: serverTimestamp(),
  };
}
