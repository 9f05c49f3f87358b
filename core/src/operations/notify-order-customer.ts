import { orderSchema } from '../model/orders';
import type { DataPort } from '../port/data-port';
import { claimSiteEmail, type NotificationOutcome } from './claim-site-email';
import { customerShop } from './customer-email-text';
import type { Mailer } from './mailer';
import { addressQuotaKey, MISSING_ADDRESS_MESSAGES } from './notification-addresses';
import { INVALID_LEAD_REASON } from './notify-new-lead';
import { orderCustomerEmail, type OrderNews } from './order-customer-emails';

/** An order written (created or updated): `before` is null on creation. */
export interface OrderWrittenEvent {
  siteId: string;
  orderId: string;
  eventId: string;
  before: unknown;
  after: unknown;
}

const statusOf = (data: unknown): unknown => (data as { status?: unknown } | null)?.status ?? null;

/** 'confirmed' when the order became confirmed (paid, or nothing to pay online), 'cancelled' when the shop cancelled a confirmed one. */
export function orderNews(before: unknown, after: unknown): OrderNews | null {
  const [was, is] = [statusOf(before), statusOf(after)];
  if (was === is) return null;
  if (is === 'confirmed' && (was === null || was === 'awaiting-payment')) return 'confirmed';
  if (is === 'cancelled' && (was === 'confirmed' || was === 'ready')) return 'cancelled';
  return null;
}

/**
 * Emails the customer once per order and news (the order's write trigger): its confirmation with
 * what is paid and left to pay, the arrhes or acompte rule and the withdrawal exception; or its
 * cancellation. A replayed event, or a status changed back and forth, never mails twice.
 */
export async function notifyOrderCustomer(
  db: DataPort,
  mailer: Mailer,
  event: OrderWrittenEvent,
  now: Date = new Date(),
): Promise<NotificationOutcome | null> {
  const news = orderNews(event.before, event.after);
  if (!news) return null;
  const parsed = orderSchema.safeParse(event.after);
  const order = parsed.success ? parsed.data : null;
  return claimSiteEmail(
    db,
    mailer,
    {
      siteId: event.siteId,
      recordId: `customer-order-${event.orderId}-${news}`,
      kind: 'customer',
      leadId: event.orderId,
      plan: (docs) => {
        if (!order) return { send: false, reason: INVALID_LEAD_REASON };
        const shop = customerShop(docs);
        if (!shop) return { send: false, reason: MISSING_ADDRESS_MESSAGES.sender };
        return { send: true, email: orderCustomerEmail(news, order, shop, mailer.sender) };
      },
      countsWithheldLead: false,
      addressKey: order ? await addressQuotaKey(order.customerEmail) : undefined,
    },
    now,
  );
}
