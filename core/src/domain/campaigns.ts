import type { Campaign, CampaignItem, CampaignStock, OrderLine } from '../model/orders';
import type { Product } from '../model/products';
import { activeVariants } from './price-display';
import { formatFrenchDate } from './calendar';

/** Open for orders: active and not past its closing day (inclusive, the shop's calendar). */
export const isCampaignOpen = (campaign: Pick<Campaign, 'isActive' | 'closesOn'>, today: string): boolean =>
  campaign.isActive && today <= campaign.closesOn;

/** The pick-up days still to come, in order (a day already past takes no order). */
export const campaignDaysFrom = (campaign: Pick<Campaign, 'days'>, today: string) =>
  [...campaign.days].filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));

/** How many of an item are left for a pick-up day. */
export function leftFor(item: Pick<CampaignItem, 'id' | 'capacityPerDay'>, stock: CampaignStock | null, date: string) {
  const taken = stock?.taken[date]?.[item.id] ?? 0;
  return Math.max(0, item.capacityPerDay - taken);
}

/** Below this, the page says how many are left. */
export const FEW_LEFT = 5;

/** « Plus que 3 pour le 24 décembre », « Complet le 24 décembre », or null when plenty are left. */
export function leftText(left: number, date: string): string | null {
  const day = formatFrenchDate(date, { year: undefined, weekday: undefined });
  if (left === 0) return `Complet le ${day}`;
  if (left <= FEW_LEFT) return `Plus que ${left} pour le ${day}`;
  return null;
}

/** The product and variant a campaign item sells, when both are still on sale with a price. */
export function itemOffer(item: Pick<CampaignItem, 'variantId'>, product: Product | null) {
  if (!product?.isActive) return null;
  if (item.variantId === '') {
    if (product.priceInStore || product.price === null) return null;
    return { productName: product.name, variantName: '', unitCents: toCents(product.price) };
  }
  const variant = activeVariants(product.variants).find((candidate) => candidate.id === item.variantId);
  if (!variant?.inStock || variant.priceInStore || variant.price === null) return null;
  return { productName: product.name, variantName: variant.name, unitCents: toCents(variant.price) };
}

export const toCents = (euros: number): number => Math.round(euros * 100);

/** What the customer pays online for these lines (a deposit is rounded to the cent, per line). */
export function onlineCents(
  campaign: Pick<Campaign, 'onlinePayment' | 'depositKind' | 'depositPercent'> & {
    items: readonly Pick<CampaignItem, 'id' | 'depositAmount'>[];
  },
  lines: readonly Pick<OrderLine, 'itemId' | 'quantity' | 'unitCents'>[],
): number {
  const total = linesTotal(lines);
  if (campaign.onlinePayment === 'none') return 0;
  if (campaign.onlinePayment === 'full') return total;
  const deposit = lines.reduce((sum, line) => {
    if (campaign.depositKind === 'percent')
      return sum + Math.round((line.unitCents * line.quantity * campaign.depositPercent) / 100);
    const item = campaign.items.find((candidate) => candidate.id === line.itemId);
    return sum + toCents(item?.depositAmount ?? 0) * line.quantity;
  }, 0);
  return Math.min(total, deposit);
}

export const linesTotal = (lines: readonly Pick<OrderLine, 'quantity' | 'unitCents'>[]): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** '12,50 €' from cents (Intl's own non-breaking space). */
export const formatCents = (cents: number): string => EUROS.format(cents / 100);

/** The platform’s fee on an online payment (a whole number of cents, never above the amount). */
export const platformFeeCents = (amountCents: number, feePercent: number): number =>
  Math.min(amountCents, Math.round((amountCents * feePercent) / 100));

/** What the confirmation, the order page and the legal pages say the deposit is. */
export const DEPOSIT_LEGAL_TEXT = {
  arrhes:
    'Les sommes versées sont des arrhes\u00a0: si vous annulez votre commande, elles restent acquises à la boutique\u00a0; si la boutique annule, elle vous rembourse le double.',
  acompte:
    'Les sommes versées sont un acompte\u00a0: la commande est ferme, le solde est dû au retrait et ni la boutique ni vous ne pouvez vous dédire.',
} as const;

/** Perishable food: no 14-day right of withdrawal (Code de la consommation, L221-28). */
export const NO_WITHDRAWAL_TEXT =
  'Les denrées périssables commandées ne bénéficient pas du droit de rétractation de 14\u00a0jours.';
