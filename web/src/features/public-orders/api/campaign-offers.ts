import {
  campaignDaysFrom,
  isConges,
  itemOffer,
  leftFor,
  periodCovers,
  type CampaignDay,
  type CampaignItem,
  type CampaignStock,
  type SpecialPeriod,
} from '@comptoir/core';
import type { OpenCampaign } from '@/hooks/use-campaign';
import type { PublicProduct } from '@/components/site/public-product';

/** A campaign item still on sale, with what the card shows. */
export interface ItemOffer {
  item: CampaignItem;
  productName: string;
  variantName: string;
  unitCents: number;
  imageUrl: string;
}

/** The items whose product and variant are on sale with a price, in the campaign's order. */
export function campaignOffers(campaign: OpenCampaign, products: readonly PublicProduct[]): ItemOffer[] {
  return campaign.items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.productId) ?? null;
    const offer = itemOffer(item, product);
    if (!offer || !product) return [];
    const variant = product.variants.find((candidate) => candidate.id === item.variantId);
    return [{ item, ...offer, imageUrl: variant?.imageUrl || product.imageUrl }];
  });
}

/** The pick-up days still to come, but those the shop is closed for congés. */
export const offeredDays = (
  campaign: OpenCampaign,
  periods: readonly Pick<SpecialPeriod, 'kind' | 'startDate' | 'endDate' | 'isSingleDay'>[],
  today: string,
): CampaignDay[] =>
  campaignDaysFrom(campaign, today).filter(
    (day) => !periods.some((period) => isConges(period) && periodCovers(period, day.date)),
  );

/** Places left per item and day; unknown stock (still loading) counts as none taken. */
export const leftOf = (item: CampaignItem, stock: CampaignStock | null | undefined, date: string) =>
  leftFor(item, stock ?? null, date);
