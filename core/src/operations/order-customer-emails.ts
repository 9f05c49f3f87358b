import { formatCents } from '../domain/order-amounts';
import { DEPOSIT_LEGAL_TEXT, NO_WITHDRAWAL_TEXT } from '../domain/order-terms';
import type { Order } from '../model/orders';
import {
  customerEmailMessage,
  greetingOf,
  phoneOf,
  plainReason,
  plainWords,
  type ShopDetails,
} from './customer-email-text';
import type { EmailField } from './email-text';
import { DEFAULT_SITE_NAME, pickupText } from './lead-emails';
import type { EmailMessage } from './mailer';

/** What the customer is told about their order: it is confirmed, or the shop cancelled it. */
export type OrderNews = 'confirmed' | 'cancelled';

const SUBJECTS: Record<OrderNews, string> = {
  confirmed: 'Commande confirmée',
  cancelled: 'Commande annulée',
};

function lineText(line: Order['lines'][number]): string {
  const name = [plainWords(line.productName), plainWords(line.variantName)].filter(Boolean).join(', ');
  return `${line.quantity} × ${name} (${formatCents(line.unitCents * line.quantity)})`;
}

/** What was paid online and what is left to pay at pick-up. */
function paymentText(order: Order): string {
  const paid = order.payment.state === 'paid' ? order.payment.paidCents : 0;
  const rest = order.totalCents - paid;
  if (order.payment.state === 'authorized')
    return `${formatCents(order.onlineCents)} seront débités au retrait (montant réservé sur votre carte).`;
  if (paid === 0) return `À régler au retrait\u00a0: ${formatCents(order.totalCents)}.`;
  return rest > 0
    ? `Payé en ligne\u00a0: ${formatCents(paid)}. Reste à régler au retrait\u00a0: ${formatCents(rest)}.`
    : `Payé en ligne\u00a0: ${formatCents(paid)}. Rien à régler au retrait.`;
}

function newsParagraphs(news: OrderNews, order: Order, site: string): string[] {
  if (news === 'confirmed')
    return [
      `${site} a bien reçu votre commande «\u00a0${plainWords(order.campaignTitle)}\u00a0»\u00a0: elle est confirmée.`,
      `Nous vous attendons ${pickupText(order)} pour la retirer.`,
    ];
  const reason = plainReason(order.statusReason);
  const refunded = order.payment.state === 'refunded' || order.payment.paidCents > 0;
  return [
    'Nous sommes désolés, nous avons dû annuler votre commande.',
    ...(reason ? [`Motif\u00a0: ${reason}`] : []),
    ...(refunded ? ['Ce que vous avez payé en ligne vous est remboursé sur votre carte.'] : []),
  ];
}

/** The rules the customer agreed to: arrhes or acompte, and no right of withdrawal for perishable food. */
function termsParagraphs(order: Order): string[] {
  return [...(order.depositLegal ? [DEPOSIT_LEGAL_TEXT[order.depositLegal]] : []), NO_WITHDRAWAL_TEXT];
}

function details(order: Order, shop: ShopDetails, site: string): EmailField[] {
  const fields: EmailField[] = [
    { label: 'Commande', value: order.lines.map(lineText).join('\u00a0; ') },
    { label: 'Total TTC', value: formatCents(order.totalCents) },
    { label: 'Retrait', value: pickupText(order) },
    { label: 'Boutique', value: site },
    { label: 'Adresse', value: plainWords(shop.address) },
    { label: 'Téléphone', value: phoneOf(shop.phone) },
  ];
  return fields.filter(({ value }) => value !== '');
}

/** The customer's email about their order, from the platform under the shop's name. */
export function orderCustomerEmail(news: OrderNews, order: Order, shop: ShopDetails, sender: string): EmailMessage {
  const site = plainWords(shop.name) || DEFAULT_SITE_NAME;
  const greeting = greetingOf(order.customerFirstName);
  const paragraphs = [
    ...newsParagraphs(news, order, site),
    ...(news === 'confirmed' ? [paymentText(order), ...termsParagraphs(order)] : []),
  ];
  const fields = details(order, shop, site);
  const outro = 'Pour toute question, répondez simplement à cet email.';
  return customerEmailMessage({
    site,
    sender,
    to: order.customerEmail,
    replyTo: shop.replyTo,
    subject: SUBJECTS[news],
    greeting,
    paragraphs,
    fields,
    outro,
  });
}
