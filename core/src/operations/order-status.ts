import { paymentRefs } from '../model/payment-refs';
import type { z } from 'zod';
import { connectPaymentsInput, setOrderStatusInput, type connectPaymentsOutput } from '../model/callables';
import type { Order } from '../model/orders';
import { refs } from '../model/refs';
import { getDoc, setDoc, updateDoc } from '../model/repo';
import type { DataPort } from '../port/data-port';
import { FunctionError } from '../port/functions-port';
import type { PaymentsPort } from '../port/payments-port';
import { parseInput, type Caller } from './caller';
import { releaseOrder } from './order-places';
import { requireSiteManager } from './site-access';

export const ORDER_NOT_FOUND_MESSAGE = 'Commande introuvable.';
export const ORDER_STATUS_MESSAGE = 'Cette commande ne peut plus changer d’état.';
/** Where each status may go from (a cancelled or expired order stays so). */
const FROM: Record<'confirmed' | 'ready' | 'collected' | 'cancelled', readonly Order['status'][]> = {
  confirmed: ['ready'],
  ready: ['confirmed', 'collected'],
  collected: ['confirmed', 'ready'],
  cancelled: ['awaiting-payment', 'confirmed', 'ready'],
};

/**
 * The shop's owner moves an order on (`setOrderStatus`). Collected charges a card held at checkout;
 * cancelled gives the places back and refunds what was paid online (arrhes included: the shop that
 * cancels pays them back, and owes the customer as much again, which the back office says).
 */
export async function setOrderStatus(db: DataPort, payments: PaymentsPort, caller: Caller | null, input: unknown) {
  const { siteId, orderId, status, reason } = parseInput(setOrderStatusInput, input);
  await requireSiteManager(db, caller, siteId);
  const ref = refs.item(siteId, 'orders', orderId);
  const order = await getDoc(db, ref);
  if (!order) throw new FunctionError('not-found', ORDER_NOT_FOUND_MESSAGE);
  if (order.status === status) return { status };
  if (!FROM[status].includes(order.status)) throw new FunctionError('failed-precondition', ORDER_STATUS_MESSAGE);
  const account = await getDoc(db, paymentRefs.sitePayments(siteId));
  const accountId = account?.accountId ?? null;
  const { paymentId, checkoutId, state } = order.payment;
  if (status === 'cancelled') {
    if (!(await releaseOrder(db, siteId, orderId, 'cancelled', { statusReason: reason })))
      throw new FunctionError('failed-precondition', ORDER_STATUS_MESSAGE);
    if (accountId && paymentId && (state === 'paid' || state === 'authorized')) {
      await payments.refund({ accountId, paymentId, held: state === 'authorized' });
      await updateDoc(db, ref, { payment: { ...order.payment, state: 'refunded' } });
    } else if (accountId && checkoutId && state === 'pending') {
      await payments.expireCheckout({ accountId, checkoutId });
    }
    return { status };
  }
  if (status === 'collected' && state === 'authorized' && accountId && paymentId) {
    await payments.capture({ accountId, paymentId });
    await updateDoc(db, ref, { status, payment: { ...order.payment, state: 'paid' } });
    return { status };
  }
  await updateDoc(db, ref, { status });
  return { status };
}

/**
 * The shop's owner connects the shop's own payment account (`connectPayments`): created on first
 * use, then the payment service's onboarding page, which sends the owner back to « Paiements ».
 */
export async function connectPayments(
  db: DataPort,
  payments: PaymentsPort,
  caller: Caller | null,
  input: unknown,
  appUrl: string,
): Promise<z.output<typeof connectPaymentsOutput>> {
  const { siteId } = parseInput(connectPaymentsInput, input);
  const { site } = await requireSiteManager(db, caller, siteId);
  const ref = paymentRefs.sitePayments(siteId);
  const stored = await getDoc(db, ref);
  const accountId =
    stored?.accountId ?? (await payments.createAccount({ siteId, email: site.contact.email || null })).accountId;
  const { chargesEnabled } = await payments.account(accountId);
  await setDoc(db, ref, { accountId, chargesEnabled });
  const back = `${new URL(appUrl).origin}/admin/paiements?site=${encodeURIComponent(siteId)}`;
  const { url } = await payments.onboardingLink({ accountId, returnUrl: back, refreshUrl: back });
  return { url, chargesEnabled };
}
