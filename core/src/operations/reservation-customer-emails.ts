import type { Reservation } from '../model/reservations';
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

/** What the customer is told: their request arrived, or the owner confirmed or declined it. */
export type CustomerNews = 'received' | 'confirmed' | 'declined';

const SUBJECTS: Record<CustomerNews, string> = {
  received: 'Demande de réservation reçue',
  confirmed: 'Réservation confirmée',
  declined: 'Réservation refusée',
};

function newsParagraphs(news: CustomerNews, reservation: Reservation, site: string): string[] {
  if (news === 'received') {
    return [
      `Nous avons bien reçu votre demande de réservation chez ${site}.`,
      'Ce n’est pas encore une confirmation. Nous vous confirmerons votre réservation par email dès que possible, ou vous dirons si nous ne pouvons pas l’honorer.',
    ];
  }
  if (news === 'confirmed') {
    return [
      `Bonne nouvelle\u00a0: ${site} a confirmé votre réservation.`,
      `Nous vous attendons ${pickupText(reservation)} pour la retirer.`,
    ];
  }
  const reason = plainReason(reservation.statusReason);
  return [
    'Nous sommes désolés, nous ne pouvons pas donner suite à votre demande de réservation.',
    ...(reason ? [`Motif\u00a0: ${reason}`] : []),
  ];
}

/** The item, the pick-up and the shop; an empty or link-like field leaves its line out. */
function details(reservation: Reservation, shop: ShopDetails, site: string): EmailField[] {
  const fields: EmailField[] = [
    { label: 'Produit', value: plainWords(reservation.productName) },
    { label: 'Déclinaison', value: plainWords(reservation.variantName) },
    { label: 'Quantité', value: reservation.quantity },
    { label: 'Prix unitaire', value: plainWords(reservation.priceLabel) },
    { label: 'Retrait', value: pickupText(reservation) },
    { label: 'Boutique', value: site },
    { label: 'Adresse', value: plainWords(shop.address) },
    { label: 'Téléphone', value: phoneOf(shop.phone) },
  ];
  return fields.filter(({ value }) => value !== '');
}

/** The customer's email about their reservation, from the platform under the shop's name. */
export function reservationCustomerEmail(
  news: CustomerNews,
  reservation: Reservation,
  shop: ShopDetails,
  sender: string,
): EmailMessage {
  const site = plainWords(shop.name) || DEFAULT_SITE_NAME;
  const greeting = greetingOf(reservation.customerFirstName);
  const paragraphs = newsParagraphs(news, reservation, site);
  const fields = details(reservation, shop, site);
  const outro = [
    'Pour toute question, répondez simplement à cet email.',
    ...(news === 'received' ? ['Vous n’êtes pas à l’origine de cette demande\u00a0? Ignorez cet email.'] : []),
  ].join(' ');
  return customerEmailMessage({
    site,
    sender,
    to: reservation.customerEmail,
    replyTo: shop.replyTo,
    subject: SUBJECTS[news],
    greeting,
    paragraphs,
    fields,
    outro,
  });
}
