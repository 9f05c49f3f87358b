import { MAX_CAMPAIGN_DAYS, MAX_CAMPAIGN_ITEMS, MAX_DAY_CAPACITY, type Campaign } from '@comptoir/core';
import { z } from 'zod';

/** The half-hours a pick-up day may offer, 07:00 to 19:30. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 26 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
const euros = z
  .string()
  .trim()
  .transform((value) => value.replace(',', '.'))
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) <= 10_000, 'Montant invalide (ex.\u00a0: 5,50)')
  .transform(Number);

/**
 * The campaign form: numbers typed as text (a half-typed « 1, » is kept, not lost), French messages
 * under each field; the output is what campaignSchema stores.
 */
export const campaignFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Le titre est obligatoire').max(100, '100\u00a0caractères au plus'),
    intro: z.string().trim().max(500, '500\u00a0caractères au plus'),
    isActive: z.boolean(),
    closesOn: z.string().regex(DATE, 'Indiquez la date de clôture des commandes'),
    days: z
      .array(
        z.object({
          date: z.string().regex(DATE, 'Indiquez la date de retrait'),
          slots: z.array(z.string()).min(1, 'Choisissez au moins un créneau'),
        }),
      )
      .min(1, 'Ajoutez au moins un jour de retrait')
      .max(MAX_CAMPAIGN_DAYS, `${MAX_CAMPAIGN_DAYS}\u00a0jours au plus`),
    items: z
      .array(
        z.object({
          id: z.string(),
          offer: z.string().min(1, 'Choisissez un produit'),
          capacityPerDay: wholeNumber(`Un nombre entier de 1 à ${MAX_DAY_CAPACITY}`, 1, MAX_DAY_CAPACITY),
          depositAmount: euros,
        }),
      )
      .min(1, 'Ajoutez au moins un produit')
      .max(MAX_CAMPAIGN_ITEMS, `${MAX_CAMPAIGN_ITEMS}\u00a0produits au plus`),
    onlinePayment: z.enum(['none', 'deposit', 'full']),
    depositKind: z.enum(['percent', 'amount']),
    depositPercent: wholeNumber('Un pourcentage de 1 à 100', 1, 100),
    depositLegal: z.enum(['arrhes', 'acompte']),
    holdCard: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.days.some((day) => day.date > '' && day.date < values.closesOn))
      context.addIssue({
        code: 'custom',
        path: ['closesOn'],
        message: 'Les commandes doivent fermer avant le premier jour de retrait',
      });
    const dates = values.days.map((day) => day.date);
    dates.forEach((date, index) => {
      if (date && dates.indexOf(date) !== index)
        context.addIssue({ code: 'custom', path: ['days', index, 'date'], message: 'Ce jour est déjà dans la liste' });
    });
  });

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;

/** A product and its variant in one select value. */
export const offerKey = (productId: string, variantId: string) => `${productId}|${variantId}`;

export function toCampaignForm(campaign?: Campaign): CampaignFormInput {
  return {
    title: campaign?.title ?? '',
    intro: campaign?.intro ?? '',
    isActive: campaign?.isActive ?? true,
    closesOn: campaign?.closesOn ?? '',
    days: campaign?.days.map((day) => ({ date: day.date, slots: [...day.slots] })) ?? [{ date: '', slots: [] }],
    items: campaign?.items.map((item) => ({
      id: item.id,
      offer: offerKey(item.productId, item.variantId),
      capacityPerDay: String(item.capacityPerDay),
      depositAmount: String(item.depositAmount).replace('.', ','),
    })) ?? [{ id: '', offer: '', capacityPerDay: '10', depositAmount: '0' }],
    onlinePayment: campaign?.onlinePayment ?? 'none',
    depositKind: campaign?.depositKind ?? 'percent',
    depositPercent: String(campaign?.depositPercent ?? 30),
    depositLegal: campaign?.depositLegal ?? 'arrhes',
    holdCard: campaign?.holdCard ?? false,
  };
}

/** What the save writes; an item keeps its id (the stock counts by it), a new one gets one. */
export function toCampaignDoc(values: CampaignFormOutput, orderIndex: number): Campaign {
  return {
    ...values,
    days: [...values.days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => ({
        date: day.date,
        slots: [...day.slots].sort(),
      })),
    items: values.items.map((item, index) => {
      const [productId = '', variantId = ''] = item.offer.split('|');
      return {
        id: item.id || `item-${Date.now().toString(36)}-${index}`,
        productId,
        variantId,
        capacityPerDay: item.capacityPerDay,
        depositAmount: item.depositAmount,
      };
    }),
    orderIndex,
  };
}

export const DEPOSIT_LEGAL_HELP = {
  arrhes: 'Arrhes\u00a0: le client qui annule les perd\u00a0; si vous annulez, vous lui devez le double.',
  acompte: 'Acompte\u00a0: la commande est ferme pour les deux, le client doit le reste et vous devez la livrer.',
} as const;
