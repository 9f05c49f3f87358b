import type { ContactMessage, QuoteRequest } from '../schemas/leads';

/** What a site holds about one person: their quote requests and contact messages. */
export type PersonalRecord =
  | { kind: 'quoteRequest'; id: string; data: QuoteRequest }
  | { kind: 'contactMessage'; id: string; data: ContactMessage };

const KIND_LABELS: Record<PersonalRecord['kind'], string> = {
  quoteRequest: 'Demande de devis',
  contactMessage: 'Message',
};

/** Addresses as people type them: 'Camille@Example.fr ' is camille@example.fr. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const recordEmail = (record: PersonalRecord) =>
  record.kind === 'quoteRequest' ? record.data.customerEmail : record.data.email;

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
] as const;

function row(record: PersonalRecord): string[] {
  const received = record.data.createdAt?.toISOString() ?? '';
  if (record.kind === 'contactMessage') {
    const { firstName, name, email, subject, message } = record.data;
    return [KIND_LABELS.contactMessage, received, firstName, name, email, '', '', subject, message, '', '', ''];
  }
  const d = record.data;
  return [
    KIND_LABELS.quoteRequest,
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

/** A cell as French Excel reads it: quoted when it holds the separator, a quote or a line break. */
const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV for French Excel: UTF-8 with a byte order mark, `;` between cells, CRLF between rows. */
export function personalDataCsv(records: readonly PersonalRecord[]): string {
  const lines = [COLUMNS as readonly string[], ...records.map(row)].map((cells) => cells.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
      records: records.map((record) => ({ type: KIND_LABELS[record.kind], id: record.id, ...record.data })),
    },
    null,
    2,
  );
}
