import { paymentRefs } from '../model/payment-refs';
import { payDemoCheckoutInput } from '../model/callables';
import { refs } from '../model/refs';
import { FunctionError } from '../port/functions-port';
import { parseInput } from './caller';
import { getDoc, queueWrite, setWrite, updateWrite } from '../model/repo';
import type { DataPort } from '../port/data-port';
import { serverTimestamp } from '../port/field-values';
import type { PaymentEvent, PaymentsPort } from '../port/payments-port';
import { orderIn, queueRelease } from './order-places';

export const LATE_PAYMENT_REASON = 'Paiement reçu après la fin du délai\u00a0: il est remboursé.';

/** What applying an event left to do outside the transaction: a payment to give back. */
export type EventOutcome =
  { kind: 'applied' | 'duplicate' | 'ignored' } | { kind: 'refund'; siteId: string; paymentId: string; held: boolean };

/**
 * Applies a verified payment event once (`paymentEvents/{id}` records it in the same transaction):
 * a completed checkout confirms its order, an expired one gives its places back, a refund cancels
 * it, an account update says whether the shop may take payments. A payment for an order that
 * already gave its places back is refunded, never confirmed over capacity.
 */
export async function applyPaymentEvent(db: DataPort, event: PaymentEvent): Promise<EventOutcome> {
  return db.transaction(async (tx): Promise<EventOutcome> => {
    const seen = paymentRefs.paymentEvent(event.id);
    if (await tx.get(seen.path)) return { kind: 'duplicate' };
    const record = () => queueWrite(tx, setWrite(seen, { type: event.type, appliedAt: serverTimestamp() }));
    if (event.type === 'other') {
      record();
      return { kind: 'ignored' };
    }
    if (event.type === 'account.updated') {
      const payments = paymentRefs.sitePayments(event.siteId);
      const current = await tx.get(payments.path);
      record();
      if (current?.data.accountId !== event.accountId) return { kind: 'ignored' };
      queueWrite(tx, updateWrite(payments, { chargesEnabled: event.chargesEnabled }));
      return { kind: 'applied' };
    }
    const order = await orderIn(tx, event.siteId, event.orderId);
    const stock = order && (await tx.get(refs.item(event.siteId, 'campaignStock', order.campaignId).path));
    record();
    if (!order) return { kind: 'ignored' };
    const orderRef = refs.item(event.siteId, 'orders', event.orderId);
    if (event.type === 'checkout.completed') {
      if (order.payment.checkoutId !== null && order.payment.checkoutId !== event.checkoutId)
        return { kind: 'ignored' };
      const paid = {
        ...order.payment,
        checkoutId: event.checkoutId,
        paymentId: event.paymentId,
        paidCents: event.amountCents,
      };
      if (order.status !== 'awaiting-payment') {
        if (order.payment.state !== 'pending') return { kind: 'ignored' };
        queueWrite(
          tx,
          updateWrite(orderRef, { payment: { ...paid, state: 'refunded' }, statusReason: LATE_PAYMENT_REASON }),
        );
        return { kind: 'refund', siteId: event.siteId, paymentId: event.paymentId, held: event.held };
      }
      queueWrite(
        tx,
        updateWrite(orderRef, {
          status: 'confirmed',
          holdUntil: null,
          payment: { ...paid, state: event.held ? 'authorized' : 'paid' },
        }),
      );
      queueWrite(tx, { kind: 'remove', path: paymentRefs.pendingOrder(event.siteId, event.orderId).path });
      return { kind: 'applied' };
    }
    if (event.type === 'checkout.expired') {
      if (order.status !== 'awaiting-payment') return { kind: 'ignored' };
      queueRelease(tx, event.siteId, event.orderId, order, stock?.data, 'expired');
      return { kind: 'applied' };
    }
    // payment.refunded: refunded from the payment service's own dashboard.
    if (order.payment.paymentId !== event.paymentId) return { kind: 'ignored' };
    const refunded = { payment: { ...order.payment, state: 'refunded' as const } };
    if (order.status === 'cancelled' || order.status === 'expired') queueWrite(tx, updateWrite(orderRef, refunded));
    else queueRelease(tx, event.siteId, event.orderId, order, stock?.data, 'cancelled', refunded);
    return { kind: 'applied' };
  });
}

/** Applies an event and gives back a payment that came too late. */
export async function settlePaymentEvent(db: DataPort, payments: PaymentsPort, event: PaymentEvent) {
  const outcome = await applyPaymentEvent(db, event);
  if (outcome.kind === 'refund') {
    const account = await getDoc(db, paymentRefs.sitePayments(outcome.siteId));
    if (account?.accountId)
      await payments.refund({ accountId: account.accountId, paymentId: outcome.paymentId, held: outcome.held });
  }
  return outcome;
}

/**
 * The sandbox's demo payment page (`payDemoCheckout`, never deployed): what the payment service's
 * webhook would say, for the amount the order owes online.
 */
export async function payDemoCheckout(db: DataPort, input: unknown): Promise<{ status: string }> {
  const { siteId, orderId, checkoutId, pay } = parseInput(payDemoCheckoutInput, input);
  const order = await getDoc(db, refs.item(siteId, 'orders', orderId));
  if (!order || order.payment.checkoutId !== checkoutId) throw new FunctionError('not-found', 'Paiement introuvable.');
  const id = `evt_demo_${db.newId()}`;
  await applyPaymentEvent(
    db,
    pay
      ? {
          id,
          type: 'checkout.completed',
          siteId,
          orderId,
          checkoutId,
          paymentId: `pi_demo_${orderId}`,
          amountCents: order.onlineCents,
          held: order.payment.captureLater,
        }
      : { id, type: 'checkout.expired', siteId, orderId, checkoutId },
  );
  return { status: (await getDoc(db, refs.item(siteId, 'orders', orderId)))?.status ?? 'expired' };
}
