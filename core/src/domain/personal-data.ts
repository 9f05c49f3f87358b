import type { ContactMessage, QuoteRequest } from '../model/leads';
import type { Reservation } from '../model/reservations';
import { frenchCsv } from './csv';
import { emailKey } from './email-key';

/** What a site holds about one person: their quote requests, contact messages and reservations. */
export type PersonalRecord =
  | { kind: 'quoteRequest'; id: string; data: QuoteRequest }
  | { kind: 'contactMessage'; id: string; data: ContactMessage }
  | { kind: 'reservation'; id: string; data: Reservation };

export const RECORD_LABELS: Record<PersonalRecord['kind'], string> = {
  quoteRequest: 'Demande de devis',
  contactMessage: 'Message',
  reservation: 'Réservation',
};

/** Where each kind of record is stored under its site. */
export const RECORD_COLLECTIONS = {
  quoteRequest: 'quoteRequests',
  contactMessage: 'contactMessages',
  reservation: 'reservations',
} as const satisfies Record<PersonalRecord['kind'], string>;

/** 'Miel de lavande — Pot de 500 g × 2': what a reservation is for. */
export const reservedItem = (reservation: Pick<Reservation, 'productName' | 'variantName' | 'quantity'>) =>
  `${reservation.productName} — ${reservation.variantName} ×\u00a0${reservation.quantity}`;

/** Addresses as people type them: 'Camille@Example.fr ' is camille@example.fr. */
export const sameEmail = (a: string, b: string) => emailKey(a) === emailKey(b);

const COLUMNS = [
  'Type',
  'Reçu le',
  'Prénom',
  'Nom',
  'Email',
  'Téléphone',
  'Société',
  'Objet ou prestation',
  'Message',
  'Date souhaitée',
  'Invités',
  'Budget',
  'Note de la boutique',
] as const;

function row(record: PersonalRecord): string[] {
  return [...fields(record), record.data.ownerNote];
}

function fields(record: PersonalRecord): string[] {
  const received = record.data.createdAt?.toISOString() ?? '';
  if (record.kind === 'contactMessage') {
    const { firstName, name, email, subject, message } = record.data;
    return [RECORD_LABELS.contactMessage, received, firstName, name, email, '', '', subject, message, '', '', ''];
  }
  if (record.kind === 'reservation') {
    const d = record.data;
    const pickup = `${d.pickupDate} ${d.pickupTime}`;
    const item = reservedItem(d);
    return [
      RECORD_LABELS.reservation,
      received,
      d.customerFirstName,
      d.customerLastName,
      d.customerEmail,
      d.customerPhone,
      '',
      item,
      d.note,
      pickup,
      '',
      '',
    ];
  }
  const d = record.data;
  return [
    RECORD_LABELS.quoteRequest,
    received,
    d.customerFirstName,
    d.customerLastName,
    d.customerEmail,
    d.customerPhone ?? '',
    d.customerCompany ?? '',
    d.serviceType,
    d.message,
    d.eventDate ?? '',
    d.eventGuests === null ? '' : String(d.eventGuests),
    d.eventBudget ?? '',
  ];
}

/** CSV for French Excel: UTF-8 with a byte order mark, `;` between cells, CRLF between rows. */
export function personalDataCsv(records: readonly PersonalRecord[]): string {
  return frenchCsv([COLUMNS, ...records.map(row)]);
}

/** Everything held, as JSON: the portable copy the right of access and portability call for. */
export function personalDataJson(
  siteName: string,
  email: string,
  records: readonly PersonalRecord[],
  now: Date,
): string {
  return JSON.stringify(
    {
      site: siteName,
      email: email.trim(),
      exportedAt: now.toISOString(),
      records: records.map((record) => ({ type: RECORD_LABELS[record.kind], id: record.id, ...record.data })),
    },
    null,
    2,
  );
}
