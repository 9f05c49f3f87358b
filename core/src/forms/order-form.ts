import { z } from 'zod';
import { campaignDaysFrom } from '../domain/campaigns';
import { isConges } from '../domain/conges';
import { periodCovers } from '../domain/hours';
import { LIMITS } from '../model/common';
import { firstNameField, formText, optionalFormText, visitorEmail } from '../model/form-text';
import type { SpecialPeriod } from '../model/hours';
import { MAX_ORDER_QUANTITY, type Campaign } from '../model/orders';

export const ORDER_MESSAGES = {
  quantity: `Indiquez une quantité entre 0 et ${MAX_ORDER_QUANTITY}`,
  empty: 'Choisissez au moins un produit',
  noDay: 'Choisissez un jour de retrait',
  noTime: 'Choisissez un créneau de retrait',
  pastDay: 'Ce jour de retrait est passé\u00a0: choisissez-en un autre',
  conges: 'La boutique est fermée pour congés ce jour-là\u00a0: choisissez un autre jour',
} as const;

export interface OrderRules {
  campaign: Pick<Campaign, 'days' | 'items'>;
  periods: readonly Pick<SpecialPeriod, 'kind' | 'startDate' | 'endDate' | 'isSingleDay'>[];
  today: string;
}

/** The problem with a pick-up day and slot, or null: one of the campaign's, to come, not in congés. */
export function orderPickupProblem(date: string, time: string, rules: OrderRules) {
  if (date === '') return { path: 'pickupDate', message: ORDER_MESSAGES.noDay };
  const day = rules.campaign.days.find((candidate) => candidate.date === date);
  if (!day) return { path: 'pickupDate', message: ORDER_MESSAGES.noDay };
  if (!campaignDaysFrom(rules.campaign, rules.today).includes(day))
    return { path: 'pickupDate', message: ORDER_MESSAGES.pastDay };
  if (rules.periods.some((period) => isConges(period) && periodCovers(period, date)))
    return { path: 'pickupDate', message: ORDER_MESSAGES.conges };
  if (!day.slots.includes(time)) return { path: 'pickupTime', message: ORDER_MESSAGES.noTime };
  return null;
}

const quantity = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= MAX_ORDER_QUANTITY), {
    message: ORDER_MESSAGES.quantity,
  });

/** A campaign's order form: a quantity per item (blank or 0: none), the pick-up, who collects it. */
export function orderFormSchema(rules: OrderRules) {
  return z
    .object({
      quantities: z.record(z.string(), quantity),
      pickupDate: z.string(),
      pickupTime: z.string(),
      firstName: firstNameField(),
      lastName: formText(LIMITS.name, { length: 2, message: 'Le nom doit contenir au moins 2 caractères' }),
      phone: formText(LIMITS.phone, { length: 1, message: 'Numéro de téléphone requis' }),
      email: visitorEmail('Veuillez indiquer votre adresse email'),
      note: optionalFormText(LIMITS.shortText),
    })
    .superRefine(({ quantities, pickupDate, pickupTime }, ctx) => {
      const known = rules.campaign.items.map((item) => item.id);
      const chosen = Object.entries(quantities).filter(([id, value]) => known.includes(id) && Number(value) > 0);
      if (chosen.length === 0) ctx.addIssue({ code: 'custom', path: ['quantities'], message: ORDER_MESSAGES.empty });
      const problem = orderPickupProblem(pickupDate, pickupTime, rules);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    });
}
export type OrderFormInput = z.input<ReturnType<typeof orderFormSchema>>;
export type OrderFormValues = z.output<ReturnType<typeof orderFormSchema>>;

export const emptyOrderForm = (campaign: Pick<Campaign, 'items'>): Required<OrderFormInput> => ({
  quantities: Object.fromEntries(campaign.items.map((item) => [item.id, ''])),
  pickupDate: '',
  pickupTime: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  note: '',
});

/** The items and quantities the visitor chose, in the campaign's order. */
export const chosenQuantities = (campaign: Pick<Campaign, 'items'>, values: Pick<OrderFormValues, 'quantities'>) =>
  campaign.items
    .map((item) => ({ item, quantity: Number(values.quantities[item.id] ?? '') || 0 }))
    .filter(({ quantity }) => quantity > 0);
