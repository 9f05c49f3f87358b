import { paymentRefs } from '../model/payment-refs';
import { campaignStockSchema, orderSchema, type Order, type OrderStatus } from '../model/orders';
import { refs } from '../model/refs';
import { parseAll, queueWrite, removeWrite, setWrite, updateWrite } from '../model/repo';
import type { DataPort, Transaction } from '../port/data-port';

/** The statuses whose order holds places (a cancelled or expired one gave them back). */
const HOLDING: readonly OrderStatus[] = ['awaiting-payment', 'confirmed', 'ready', 'collected'];

/** Reads an order inside a transaction (null: gone or not an order). */
export async function orderIn(tx: Transaction, siteId: string, orderId: string): Promise<Order | null> {
  const stored = await tx.get(refs.item(siteId, 'orders', orderId).path);
  const parsed = orderSchema.safeParse(stored?.data);
  return parsed.success ? parsed.data : null;
}

/**
 * Inside a transaction, after its reads: the order becomes `status` and its places go back to the
 * campaign's day. `stock` is the campaign stock read in the same transaction.
 */
export function queueRelease(
  tx: Transaction,
  siteId: string,
  orderId: string,
  order: Order,
  stockData: unknown,
  status: 'cancelled' | 'expired',
  patch: Partial<Order> = {},
): void {
  const stock = campaignStockSchema.parse(stockData ?? {});
  const day = { ...stock.taken[order.pickupDate] };
  for (const line of order.lines) day[line.itemId] = Math.max(0, (day[line.itemId] ?? 0) - line.quantity);
  queueWrite(
    tx,
    setWrite(refs.item(siteId, 'campaignStock', order.campaignId), {
      taken: { ...stock.taken, [order.pickupDate]: day },
    }),
  );
  queueWrite(tx, updateWrite(refs.item(siteId, 'orders', orderId), { ...patch, status, holdUntil: null }));
  queueWrite(tx, removeWrite(paymentRefs.pendingOrder(siteId, orderId)));
}

/** Gives an order's places back, once: false when it held none (already cancelled, expired or gone). */
export async function releaseOrder(
  db: DataPort,
  siteId: string,
  orderId: string,
  status: 'cancelled' | 'expired',
  patch: Partial<Order> = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await orderIn(tx, siteId, orderId);
    if (!order || !HOLDING.includes(order.status)) return false;
    const stock = await tx.get(refs.item(siteId, 'campaignStock', order.campaignId).path);
    queueRelease(tx, siteId, orderId, order, stock?.data, status, patch);
    return true;
  });
}

/** Every unpaid order past its hold (any shop): its places go back, its checkout is closed. */
export async function releaseExpiredOrders(
  db: DataPort,
  expireCheckout: (order: { siteId: string; orderId: string }) => Promise<void>,
  now: Date = new Date(),
): Promise<number> {
  const ref = paymentRefs.pendingOrders();
  const due = parseAll(ref.schema, await db.query(ref.path, { where: [['holdUntil', '<', now]], limit: 500 }));
  let released = 0;
  for (const { siteId, orderId } of due) {
    const held = await db.transaction(async (tx) => {
      const order = await orderIn(tx, siteId, orderId);
      if (!order || order.status !== 'awaiting-payment') {
        queueWrite(tx, removeWrite(paymentRefs.pendingOrder(siteId, orderId)));
        return false;
      }
      const stock = await tx.get(refs.item(siteId, 'campaignStock', order.campaignId).path);
      queueRelease(tx, siteId, orderId, order, stock?.data, 'expired');
      return true;
    });
    if (held) {
      released += 1;
      await expireCheckout({ siteId, orderId });
    }
  }
  return released;
}
