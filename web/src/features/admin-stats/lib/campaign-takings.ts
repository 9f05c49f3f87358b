import type { Order } from '@comptoir/core';

export interface CampaignTakings {
  title: string;
  count: number;
  totalCents: number;
  paidOnlineCents: number;
}

/** Orders and takings per campaign: the cancelled, expired and unpaid ones are not takings. */
export function campaignTakings(orders: readonly Pick<Order, 'campaignTitle' | 'status' | 'totalCents' | 'payment'>[]) {
  const byCampaign = new Map<string, CampaignTakings>();
  for (const order of orders) {
    if (order.status === 'cancelled' || order.status === 'expired' || order.status === 'awaiting-payment') continue;
    const row = byCampaign.get(order.campaignTitle) ?? {
      title: order.campaignTitle,
      count: 0,
      totalCents: 0,
      paidOnlineCents: 0,
    };
    row.count += 1;
    row.totalCents += order.totalCents;
    if (order.payment.state === 'paid') row.paidOnlineCents += order.payment.paidCents;
    byCampaign.set(order.campaignTitle, row);
  }
  return [...byCampaign.values()];
}
