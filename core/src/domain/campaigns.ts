import type { Campaign, CampaignItem, CampaignStock } from '../model/orders';
import type { Product } from '../model/products';
import { activeVariants } from './price-display';
import { formatFrenchDate } from './calendar';
import { toCents } from './order-amounts';

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
