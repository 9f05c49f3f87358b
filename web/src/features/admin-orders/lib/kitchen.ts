import { formatCents, frenchCsv, type Entity, type orderSchema } from '@comptoir/core';

export type OrderItem = Entity<typeof orderSchema>;

/** What the kitchen makes: the orders still to hand over (a cancelled or unpaid one is not cooked). */
export const isToPrepare = (order: Pick<OrderItem, 'status'>) =>
  order.status === 'confirmed' || order.status === 'ready';

/** What the sheet lists: every order of the day but those given up or never paid. */
export const isOnSheet = (order: Pick<OrderItem, 'status'>) =>
  order.status !== 'expired' && order.status !== 'awaiting-payment';

export interface PrepLine {
  label: string;
  quantity: number;
}

const lineLabel = (line: OrderItem['lines'][number]) =>
  line.variantName ? `${line.productName} — ${line.variantName}` : line.productName;

/** « À préparer » for a day: each product and variant with the quantity its confirmed and ready orders ask for. */
export function toPrepare(orders: readonly OrderItem[], date: string): PrepLine[] {
  const totals = new Map<string, number>();
  for (const order of orders) {
    if (order.pickupDate !== date || !isToPrepare(order)) continue;
    for (const line of order.lines) totals.set(lineLabel(line), (totals.get(lineLabel(line)) ?? 0) + line.quantity);
  }
  return [...totals]
    .map(([label, quantity]) => ({ label, quantity }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** A day's orders grouped by slot, in time order. */
export function bySlot(orders: readonly OrderItem[], date: string): [slot: string, orders: OrderItem[]][] {
  const slots = new Map<string, OrderItem[]>();
  const day = orders.filter((order) => order.pickupDate === date && isOnSheet(order));
  for (const order of [...day].sort((a, b) => a.pickupTime.localeCompare(b.pickupTime)))
    slots.set(order.pickupTime, [...(slots.get(order.pickupTime) ?? []), order]);
  return [...slots];
}

export const linesText = (order: Pick<OrderItem, 'lines'>) =>
  order.lines.map((line) => `${line.quantity}\u00a0× ${lineLabel(line)}`).join(', ');

export const customerName = (order: Pick<OrderItem, 'customerFirstName' | 'customerLastName'>) =>
  `${order.customerFirstName} ${order.customerLastName}`;

/** What was paid online: « payé 22,80 € / reste 53,20 € », « payé » in full, or « à payer ». */
export function paymentText(order: Pick<OrderItem, 'totalCents' | 'payment'>): string {
  const paid = order.payment.state === 'paid' ? order.payment.paidCents : 0;
  if (paid === 0) return 'à payer';
  const left = Math.max(0, order.totalCents - paid);
  return left === 0 ? `payé ${formatCents(paid)}` : `payé ${formatCents(paid)} / reste ${formatCents(left)}`;
}

export const ORDER_STATUS_LABELS: Record<OrderItem['status'], string> = {
  'awaiting-payment': 'En attente de paiement',
  confirmed: 'Confirmée',
  ready: 'Prête',
  collected: 'Retirée',
  cancelled: 'Annulée',
  expired: 'Expirée',
};

/** The day's sheet as a CSV file (core's safe cells: what a customer typed never runs as a formula). */
export function ordersCsv(orders: readonly OrderItem[], date: string): string {
  const rows = bySlot(orders, date).flatMap(([, slot]) => slot);
  return frenchCsv([
    [
      'Date',
      'Heure',
      'Client',
      'Téléphone',
      'Email',
      'Produits',
      'Total',
      'Payé en ligne',
      'Reste à payer',
      'Statut',
      'Note',
    ],
    ...rows.map((order) => {
      const paid = order.payment.state === 'paid' ? order.payment.paidCents : 0;
      return [
        order.pickupDate,
        order.pickupTime,
        customerName(order),
        order.customerPhone,
        order.customerEmail,
        linesText(order),
        order.totalCents / 100,
        paid / 100,
        Math.max(0, order.totalCents - paid) / 100,
        ORDER_STATUS_LABELS[order.status],
        order.note,
      ];
    }),
  ]);
}

/** The pick-up day the sheet opens on: today if it is one, else the next one, else the last. */
export function defaultDay(dates: readonly string[], today: string): string | null {
  const sorted = [...dates].sort();
  return sorted.find((date) => date >= today) ?? sorted.at(-1) ?? null;
}
