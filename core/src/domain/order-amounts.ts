import type { Campaign, CampaignItem, OrderLine } from '../model/orders';

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
