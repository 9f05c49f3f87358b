import { paymentRefs } from '../model/payment-refs';
import type { z } from 'zod';
import { addDays, formatFrenchDate, momentIn } from '../domain/calendar';
import { isCampaignOpen, itemOffer, leftFor } from '../domain/campaigns';
import { linesTotal, onlineCents, platformFeeCents } from '../domain/order-amounts';
import { emailKey } from '../domain/email-key';
import { chosenQuantities, orderFormSchema } from '../forms/order-form';
import { placeOrderInput, type placeOrderOutput } from '../model/callables';
import { HOLD_CARD_WITHIN_DAYS, UNPAID_HOLD_MINUTES, campaignStockSchema, type OrderLine } from '../model/orders';
import { visitorQuotaRef, visitorQuotaSchema } from '../model/quota-refs';
import { refs } from '../model/refs';
import { getCollection, getDoc, queueWrite, setWrite, type DocInput } from '../model/repo';
import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import { FunctionError } from '../port/functions-port';
import type { PaymentsPort } from '../port/payments-port';
import { nextVisitorQuota, VisitorLimitError } from '../visitor-writes/submit-visitor-lead';
import { parseInput, requireCaller, type Caller } from './caller';
import { releaseOrder } from './order-places';
import { SHOP_OFFLINE_MESSAGE, isOffline, requirePlan } from './site-access';
import { SHOP_NOT_FOUND_MESSAGE } from './submit-reservation';
import type { orderSchema } from '../model/orders';

export const CAMPAIGN_CLOSED_MESSAGE = 'Les commandes sont closes pour cette période.';
export const ITEM_UNAVAILABLE_MESSAGE = (name: string) => `«\u00a0${name}\u00a0» n’est plus proposé à la commande.`;
export const PAYMENTS_NOT_READY_MESSAGE =
  'Cette boutique ne peut pas encore encaisser en ligne\u00a0: appelez-la pour commander.';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Le paiement en ligne ne répond pas pour le moment. Votre commande n’a pas été enregistrée\u00a0: réessayez dans quelques minutes.';
const INVALID = 'Données invalides.';

/** « Il ne reste que 2 «\u00a0Bûche\u00a0» pour le 24 décembre\u00a0: », said about the first line short of places. */
export function notEnoughLeftMessage(name: string, left: number, date: string): string {
  const day = formatFrenchDate(date, { year: undefined });
  return left === 0
    ? `«\u00a0${name}\u00a0» est complet pour le ${day}\u00a0: choisissez un autre jour.`
    : `Il ne reste que ${left}\u00a0«\u00a0${name}\u00a0» pour le ${day}\u00a0: réduisez la quantité ou choisissez un autre jour.`;
}

/** What the payment page names: « Arrhes – Commandes de Noël, retrait le 24 décembre ». */
function checkoutLabel(title: string, deposit: string | null, pickupDate: string): string {
  const what = deposit === 'arrhes' ? 'Arrhes – ' : deposit === 'acompte' ? 'Acompte – ' : '';
  return `${what}${title}, retrait le ${formatFrenchDate(pickupDate, { year: undefined })}`;
}

export interface PlaceOrderContext {
  payments: PaymentsPort;
  /** The platform's address: the payment page sends the visitor back there (never to an address the page sent). */
  appUrl: string;
  now?: Date;
  /** Told why a payment page could not be made (the visitor is told it is unavailable). */
  paymentFailed?: (error: unknown) => void;
}

/**
 * A visitor's order in a campaign (the `placeOrder` callable; no client writes one). The shop, the
 * campaign, the products and their prices, the congés are read here; the places are taken in the
 * same transaction as the visitor's counters, so two visitors never take the last one twice. An
 * order paid online waits for its payment, holding its places UNPAID_HOLD_MINUTES.
 */
export async function placeOrder(
  db: DataPort,
  caller: Caller | null,
  input: unknown,
  { payments, appUrl, now = new Date(), paymentFailed = () => undefined }: PlaceOrderContext,
): Promise<z.output<typeof placeOrderOutput>> {
  const { uid } = requireCaller(caller);
  const { siteId, campaignId, form } = parseInput(placeOrderInput, input);
  const [site, campaign, periods, account, platform] = await Promise.all([
    db.get(refs.site(siteId).path),
    getDoc(db, refs.item(siteId, 'campaigns', campaignId)),
    getCollection(db, refs.collection(siteId, 'specialPeriods')),
    getDoc(db, paymentRefs.sitePayments(siteId)),
    getDoc(db, paymentRefs.platformPayments()),
  ]);
  if (!site) throw new FunctionError('not-found', SHOP_NOT_FOUND_MESSAGE);
  if (isOffline(site)) throw new FunctionError('failed-precondition', SHOP_OFFLINE_MESSAGE);
  requirePlan(site, 'orders');
  const today = momentIn(now).date;
  if (!campaign || !isCampaignOpen(campaign, today))
    throw new FunctionError('failed-precondition', CAMPAIGN_CLOSED_MESSAGE);
  const checked = orderFormSchema({ campaign, periods, today }).safeParse(form);
  // The form's own French message: the visitor reads it under the form, with nothing typed lost.
  if (!checked.success) throw new FunctionError('invalid-argument', checked.error.issues[0]?.message ?? INVALID);
  const values = checked.data;

  const chosen = chosenQuantities(campaign, values);
  const products = await Promise.all(
    chosen.map(({ item }) => getDoc(db, refs.item(siteId, 'products', item.productId))),
  );
  const lines: OrderLine[] = chosen.map(({ item, quantity }, index) => {
    const offer = itemOffer(item, products[index] ?? null);
    if (!offer)
      throw new FunctionError('failed-precondition', ITEM_UNAVAILABLE_MESSAGE(products[index]?.name ?? 'Ce produit'));
    return { itemId: item.id, quantity, ...offer };
  });
  const totalCents = linesTotal(lines);
  const online = onlineCents(campaign, lines);
  if (online > 0 && !(account?.accountId && account.chargesEnabled))
    throw new FunctionError('failed-precondition', PAYMENTS_NOT_READY_MESSAGE);
  const captureLater = online > 0 && campaign.holdCard && values.pickupDate <= addDays(today, HOLD_CARD_WITHIN_DAYS);
  const holdUntil = online > 0 ? new Date(now.getTime() + UNPAID_HOLD_MINUTES * 60_000) : null;

  const orderId = db.newId();
  const orderRef = refs.item(siteId, 'orders', orderId);
  const stockRef = refs.item(siteId, 'campaignStock', campaignId);
  const quotaRef = visitorQuotaRef(uid);
  const depositLegal = campaign.onlinePayment === 'deposit' ? campaign.depositLegal : null;
  const order: DocInput<typeof orderSchema> = {
    campaignId,
    campaignTitle: campaign.title,
    lines,
    pickupDate: values.pickupDate,
    pickupTime: values.pickupTime,
    customerFirstName: values.firstName,
    customerLastName: values.lastName,
    customerPhone: values.phone,
    customerEmail: values.email,
    emailKey: emailKey(values.email),
    note: values.note,
    totalCents,
    onlineCents: online,
    depositLegal,
    status: online > 0 ? 'awaiting-payment' : 'confirmed',
    payment: { state: online > 0 ? 'pending' : 'none', checkoutId: null, paymentId: null, captureLater, paidCents: 0 },
    holdUntil,
    statusReason: '',
    isViewed: false,
    ownerNote: '',
    createdAt: serverTimestamp(),
  };
  try {
    await db.transaction(async (tx) => {
      const [quotaDoc, stockDoc] = await Promise.all([tx.get(quotaRef.path), tx.get(stockRef.path)]);
      const stored = visitorQuotaSchema.safeParse(quotaDoc?.data);
      const decision = nextVisitorQuota(stored.success ? stored.data : null, orderRef.path, now);
      if (!decision.allowed) throw new VisitorLimitError(decision.retryInMinutes);
      const stock = campaignStockSchema.parse(stockDoc?.data ?? {});
      const day = { ...stock.taken[values.pickupDate] };
      for (const { item, quantity } of chosen) {
        const left = leftFor(item, stock, values.pickupDate);
        const name = lines.find((line) => line.itemId === item.id)?.productName ?? '';
        if (quantity > left)
          throw new FunctionError('resource-exhausted', notEnoughLeftMessage(name, left, values.pickupDate));
        day[item.id] = (day[item.id] ?? 0) + quantity;
      }
      queueWrite(tx, setWrite(quotaRef, decision.next));
      queueWrite(tx, setWrite(orderRef, order));
      if (holdUntil)
        queueWrite(tx, setWrite(paymentRefs.pendingOrder(siteId, orderId), { siteId, orderId, holdUntil }));
      queueWrite(tx, setWrite(stockRef, { taken: { ...stock.taken, [values.pickupDate]: day } }));
    });
  } catch (error) {
    if (error instanceof VisitorLimitError) throw new FunctionError('resource-exhausted', error.message);
    throw error;
  }
  if (online === 0 || !account?.accountId) return { orderId, checkoutUrl: null };

  const back = (result: string) =>
    `${new URL(appUrl).origin}/merchant/commandes?site=${encodeURIComponent(siteId)}&commande=${orderId}&paiement=${result}`;
  try {
    const checkout = await payments.createCheckout({
      accountId: account.accountId,
      siteId,
      orderId,
      lines: [
        { name: checkoutLabel(campaign.title, depositLegal, values.pickupDate), amountCents: online, quantity: 1 },
      ],
      customerEmail: values.email,
      feeCents: platformFeeCents(online, platform?.feePercent ?? 0),
      captureLater,
      expiresAt: holdUntil ?? now,
      successUrl: back('ok'),
      cancelUrl: back('annule'),
    });
    await db.update(orderRef.path, { payment: { ...order.payment, checkoutId: checkout.checkoutId } });
    return { orderId, checkoutUrl: checkout.url };
  } catch (error) {
    // No payment page, no order: its places go back at once.
    await releaseOrder(db, siteId, orderId, 'expired');
    paymentFailed(error);
    throw new FunctionError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
  }
}
