import { deName } from '../domain/french-de';
import { SHOP_TIME_ZONE, dateTimeFormat, formatFrenchDate } from '../domain/calendar';
import type { ContactMessage, QuoteRequest } from '../model/leads';
import type { Reservation } from '../model/reservations';
import { escapeHtml, fieldsAsHtml, fieldsAsText, headerValue, paragraphHtml, type EmailField } from './email-text';
import type { EmailMessage } from './mailer';
import type { NotificationAddresses } from './notification-addresses';

/** The old notification functions' default when a site has no name. */
export const DEFAULT_SITE_NAME = 'votre site';

/** A new lead of any kind, with its stored data. */
export type Lead =
  | { kind: 'quoteRequest'; data: QuoteRequest }
  | { kind: 'contactMessage'; data: ContactMessage }
  | { kind: 'reservation'; data: Reservation };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function eventDate(value: string | null): string | null {
  return value && ISO_DAY.test(value) ? formatFrenchDate(value) : value;
}

function receivedAt(date: Date): string {
  return dateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(date);
}

/** What one kind of lead's email says; the greeting, layout and headers are the same for every kind. */
interface EmailContent {
  subject: string;
  intro: string;
  fields: EmailField[];
  message: string;
  outro: string;
  /** The visitor's address: the merchant answers them by replying. */
  replyTo: string;
}

function compose(content: EmailContent, siteName: string, addresses: NotificationAddresses, sender: string) {
  const site = siteName.trim() || DEFAULT_SITE_NAME;
  const intro = content.intro.replace('{site}', () => site).replace('{de site}', () => deName(site));
  const text = [
    'Bonjour,',
    intro,
    fieldsAsText(content.fields),
    `Message\u00a0:\n${content.message}`,
    content.outro,
  ].join('\n\n');
  const html = [
    '<p>Bonjour,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    fieldsAsHtml(content.fields),
    '<p><strong>Message :</strong></p>',
    paragraphHtml(content.message),
    `<p>${escapeHtml(content.outro)}</p>`,
  ].join('\n');
  return {
    from: { name: headerValue(site), email: sender },
    to: addresses.to,
    replyTo: headerValue(content.replyTo) || null,
    subject: headerValue(`${content.subject} – ${site}`),
    text,
    html,
  } satisfies EmailMessage;
}

/** The merchant's email for one kind of lead, from what that kind's email says. */
function merchantEmail<T>(content: (lead: T) => EmailContent) {
  return (lead: T, siteName: string, addresses: NotificationAddresses, sender: string): EmailMessage =>
    compose(content(lead), siteName, addresses, sender);
}

/** Who wrote, as the quote and contact emails list it first. */
const visitorFields = (firstName: string, lastName: string, email: string): EmailField[] => [
  { label: 'Prénom', value: firstName },
  { label: 'Nom', value: lastName },
  { label: 'Email', value: email },
];

/** The merchant's email for a new quote request: every field the visitor filled. */
export const quoteRequestEmail = merchantEmail((quote: QuoteRequest) => {
  const customer = `${quote.customerFirstName} ${quote.customerLastName}`;
  return {
    subject: `Nouvelle demande de devis de ${customer}`,
    intro: 'Vous avez reçu une nouvelle demande de devis sur {site}.',
    fields: [
      ...visitorFields(quote.customerFirstName, quote.customerLastName, quote.customerEmail),
      { label: 'Entreprise', value: quote.customerCompany },
      { label: 'Téléphone', value: quote.customerPhone },
      { label: 'Prestation', value: quote.serviceType },
      { label: 'Date de l’événement', value: eventDate(quote.eventDate) },
      { label: 'Nombre d’invités', value: quote.eventGuests },
      { label: 'Budget', value: quote.eventBudget },
    ],
    message: quote.message,
    outro: `Reçue le ${receivedAt(quote.createdAt)}. Répondez à cet email pour écrire directement à ${customer}.`,
    replyTo: quote.customerEmail,
  };
});

/** The merchant's email for a new contact message. */
export const contactMessageEmail = merchantEmail((contact: ContactMessage) => {
  const sender = `${contact.firstName} ${contact.name}`;
  return {
    subject: `Nouveau message de ${sender}\u00a0: ${contact.subject}`,
    intro: 'Vous avez reçu un nouveau message depuis le formulaire de contact {de site}.',
    fields: [
      ...visitorFields(contact.firstName, contact.name, contact.email),
      { label: 'Sujet', value: contact.subject },
    ],
    message: contact.message,
    outro: `Reçu le ${receivedAt(contact.createdAt)}. Répondez à cet email pour écrire directement à ${sender}.`,
    replyTo: contact.email,
  };
});

/** 'jeudi 3 décembre 2026 à 15:00' — when the customer comes for a reservation. */
export function pickupText(reservation: Pick<Reservation, 'pickupDate' | 'pickupTime'>): string {
  return `${formatFrenchDate(reservation.pickupDate, { weekday: 'long' })} à ${reservation.pickupTime}`;
}

/** The merchant's email for a new reservation: what, how many, when, and who. */
export const reservationEmail = merchantEmail((reservation: Reservation) => {
  const customer = `${reservation.customerFirstName} ${reservation.customerLastName}`;
  return {
    subject: `Nouvelle réservation de ${customer}\u00a0: ${reservation.quantity} × ${reservation.productName}`,
    intro: 'Vous avez reçu une nouvelle demande de réservation sur {site}, à confirmer au client.',
    fields: [
      { label: 'Produit', value: reservation.productName },
      { label: 'Déclinaison', value: reservation.variantName },
      { label: 'Quantité', value: reservation.quantity },
      { label: 'Prix unitaire', value: reservation.priceLabel || null },
      { label: 'Retrait', value: pickupText(reservation) },
      { label: 'Prénom', value: reservation.customerFirstName },
      { label: 'Nom', value: reservation.customerLastName },
      { label: 'Téléphone', value: reservation.customerPhone },
      { label: 'Email', value: reservation.customerEmail },
    ],
    message: reservation.note || 'Aucune note.',
    outro: `Reçue le ${receivedAt(reservation.createdAt)}. Confirmez-la ou refusez-la depuis l’espace de gestion\u00a0; répondez à cet email pour écrire directement à ${customer}.`,
    replyTo: reservation.customerEmail,
  };
});

/** The merchant's email for any new lead, by its kind. */
export function leadEmail(
  lead: Lead,
  siteName: string,
  addresses: NotificationAddresses,
  sender: string,
): EmailMessage {
  if (lead.kind === 'quoteRequest') return quoteRequestEmail(lead.data, siteName, addresses, sender);
  if (lead.kind === 'reservation') return reservationEmail(lead.data, siteName, addresses, sender);
  return contactMessageEmail(lead.data, siteName, addresses, sender);
}
