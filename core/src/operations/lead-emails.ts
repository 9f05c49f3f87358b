import { deName } from '../domain/french-de';
import { SHOP_TIME_ZONE, formatFrenchDate } from '../domain/calendar';
import type { ContactMessage, QuoteRequest } from '../schemas/leads';
import type { Reservation } from '../schemas/reservations';
import { escapeHtml, fieldsAsHtml, fieldsAsText, headerValue, paragraphHtml, type EmailField } from './email-text';
import type { EmailMessage } from './mailer';
import type { NotificationAddresses } from './notification-addresses';

/** The old notification functions' default when a site has no name. */
export const DEFAULT_SITE_NAME = 'votre site';

export type Lead =
  | { kind: 'quoteRequest'; data: QuoteRequest }
  | { kind: 'contactMessage'; data: ContactMessage }
  | { kind: 'reservation'; data: Reservation };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function eventDate(value: string | null): string | null {
  return value && ISO_DAY.test(value) ? formatFrenchDate(value) : value;
}

function receivedAt(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(
    date,
  );
}

interface EmailContent {
  subject: string;
  intro: string;
  fields: EmailField[];
  message: string;
  outro: string;
}

function compose(
  content: EmailContent,
  siteName: string,
  addresses: NotificationAddresses,
  replyTo: string,
  sender: string,
) {
  const site = siteName.trim() || DEFAULT_SITE_NAME;
  const intro = content.intro.replace('{site}', () => site).replace('{de site}', () => deName(site));
  const text = ['Bonjour,', intro, fieldsAsText(content.fields), `Message :\n${content.message}`, content.outro].join(
    '\n\n',
  );
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
    replyTo: headerValue(replyTo) || null,
    subject: headerValue(`${content.subject} – ${site}`),
    text,
    html,
  } satisfies EmailMessage;
}

/** The merchant's email for a new quote request: every field the visitor filled. */
export function quoteRequestEmail(
  quote: QuoteRequest,
  siteName: string,
  addresses: NotificationAddresses,
  sender: string,
): EmailMessage {
  const customer = `${quote.customerFirstName} ${quote.customerLastName}`;
  return compose(
    {
      subject: `Nouvelle demande de devis de ${customer}`,
      intro: 'Vous avez reçu une nouvelle demande de devis sur {site}.',
      fields: [
        { label: 'Prénom', value: quote.customerFirstName },
        { label: 'Nom', value: quote.customerLastName },
        { label: 'Email', value: quote.customerEmail },
        { label: 'Entreprise', value: quote.customerCompany },
        { label: 'Téléphone', value: quote.customerPhone },
        { label: 'Prestation', value: quote.serviceType },
        { label: "Date de l'événement", value: eventDate(quote.eventDate) },
        { label: "Nombre d'invités", value: quote.eventGuests },
        { label: 'Budget', value: quote.eventBudget },
      ],
      message: quote.message,
      outro: `Reçue le ${receivedAt(quote.createdAt)}. Répondez à cet email pour écrire directement à ${customer}.`,
    },
    siteName,
    addresses,
    quote.customerEmail,
    sender,
  );
}

/** The merchant's email for a new contact message. */
export function contactMessageEmail(
  contact: ContactMessage,
  siteName: string,
  addresses: NotificationAddresses,
  platformSender: string,
): EmailMessage {
  const sender = `${contact.firstName} ${contact.name}`;
  return compose(
    {
      subject: `Nouveau message de ${sender} : ${contact.subject}`,
      intro: 'Vous avez reçu un nouveau message depuis le formulaire de contact {de site}.',
      fields: [
        { label: 'Prénom', value: contact.firstName },
        { label: 'Nom', value: contact.name },
        { label: 'Email', value: contact.email },
        { label: 'Sujet', value: contact.subject },
      ],
      message: contact.message,
      outro: `Reçu le ${receivedAt(contact.createdAt)}. Répondez à cet email pour écrire directement à ${sender}.`,
    },
    siteName,
    addresses,
    contact.email,
    platformSender,
  );
}

/** 'jeudi 3 décembre 2026 à 15:00' — when the customer comes for a reservation. */
export function pickupText(reservation: Pick<Reservation, 'pickupDate' | 'pickupTime'>): string {
  return `${formatFrenchDate(reservation.pickupDate, { weekday: 'long' })} à ${reservation.pickupTime}`;
}

/** The merchant's email for a new reservation: what, how many, when, and who. */
export function reservationEmail(
  reservation: Reservation,
  siteName: string,
  addresses: NotificationAddresses,
  platformSender: string,
): EmailMessage {
  const customer = `${reservation.customerFirstName} ${reservation.customerLastName}`;
  return compose(
    {
      subject: `Nouvelle réservation de ${customer} : ${reservation.quantity} × ${reservation.productName}`,
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
      outro: `Reçue le ${receivedAt(reservation.createdAt)}. Confirmez-la ou refusez-la depuis l’espace de gestion ; répondez à cet email pour écrire directement à ${customer}.`,
    },
    siteName,
    addresses,
    reservation.customerEmail,
    platformSender,
  );
}

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
