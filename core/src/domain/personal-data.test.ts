import { describe, expect, it } from 'vitest';
import { contactMessageSchema, quoteRequestSchema } from '../model/leads';
import { reservationSchema } from '../model/reservations';
import { FORMULA_ATTACKS, csvCells, runsAsFormula } from '../testing/csv-attacks';
import { reservationData } from '../testing/reservation';
import { personalDataCsv, personalDataJson, sameEmail, type PersonalRecord } from './personal-data';

const at = new Date('2025-03-12T13:05:00.000Z');
const records: PersonalRecord[] = [
  {
    kind: 'quoteRequest',
    id: 'q1',
    data: quoteRequestSchema.parse({
      customerFirstName: 'Camille',
      customerLastName: 'Martin',
      customerEmail: 'camille@example.fr',
      customerPhone: '06 21 45 78 12',
      serviceType: 'Plateaux',
      message: 'Deux plateaux ; 20 personnes.\nSamedi vers 17 h, "si possible"',
      eventGuests: 20,
      createdAt: at,
    }),
  },
  {
    kind: 'contactMessage',
    id: 'm1',
    data: contactMessageSchema.parse({
      firstName: 'Camille',
      name: 'Martin',
      email: 'Camille@Example.fr',
      subject: 'Horaires',
      message: 'Ouvert le 24 ?',
      createdAt: at,
      updatedAt: at,
    }),
  },
  {
    kind: 'reservation',
    id: 'r1',
    data: reservationSchema.parse(
      reservationData({
        customerFirstName: 'Camille',
        customerLastName: 'Martin',
        customerPhone: '06 21 45 78 12',
        customerEmail: 'camille@example.fr',
        note: 'Emballés séparément',
        ownerNote: 'Cliente fidèle',
        createdAt: at,
      }),
    ),
  },
];

describe('personal data export', () => {
  it('matches addresses whatever their case and spaces', () => {
    expect(sameEmail(' Camille@Example.FR', 'camille@example.fr')).toBe(true);
    expect(sameEmail('camille@example.fr', 'camille@example.com')).toBe(false);
  });

  it('writes CSV for French Excel: BOM, semicolons, CRLF, quoted cells, the shop’s note last', () => {
    const csv = personalDataCsv(records);
    expect(csv.startsWith('\uFEFFType;Reçu le;Prénom;Nom;Email;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      'Demande de devis;2025-03-12T13:05:00.000Z;Camille;Martin;camille@example.fr;06 21 45 78 12;;Plateaux;' +
        '"Deux plateaux ; 20 personnes.\nSamedi vers 17 h, ""si possible""";;20;;',
    );
    expect(lines[2]).toBe(
      'Message;2025-03-12T13:05:00.000Z;Camille;Martin;Camille@Example.fr;;;Horaires;Ouvert le 24 ?;;;;',
    );
    expect(lines[3]).toBe(
      'Réservation;2025-03-12T13:05:00.000Z;Camille;Martin;camille@example.fr;06 21 45 78 12;;' +
        'Miel de lavande — Pot de 500 g ×\u00a02;Emballés séparément;2025-03-14 10:30;;;Cliente fidèle',
    );
    expect(lines[4]).toBe('');
  });

  it('writes every field as JSON, with the site, the address and the date of the export', () => {
    const json = JSON.parse(personalDataJson('Épicerie du Marché', ' camille@example.fr ', records, at)) as {
      site: string;
      email: string;
      exportedAt: string;
      records: Record<string, unknown>[];
    };
    expect(json).toMatchObject({
      site: 'Épicerie du Marché',
      email: 'camille@example.fr',
      exportedAt: at.toISOString(),
    });
    expect(json.records.map((record) => record.type)).toEqual(['Demande de devis', 'Message', 'Réservation']);
    expect(json.records[0]).toMatchObject({ id: 'q1', customerPhone: '06 21 45 78 12', eventGuests: 20 });
  });

  it('keeps every text a spreadsheet would run as text, in each kind of record (attack side)', () => {
    const attacks: PersonalRecord[] = FORMULA_ATTACKS.flatMap((attack, n): PersonalRecord[] => [
      {
        kind: 'quoteRequest',
        id: `q${n}`,
        data: quoteRequestSchema.parse({
          customerFirstName: attack,
          customerLastName: attack,
          customerEmail: '-2+3@pirate.example',
          customerPhone: attack.slice(0, 30),
          customerCompany: attack,
          serviceType: attack,
          message: attack,
          eventDate: attack,
          eventBudget: attack,
          ownerNote: attack,
          createdAt: at,
        }),
      },
      {
        kind: 'contactMessage',
        id: `m${n}`,
        data: contactMessageSchema.parse({
          firstName: attack,
          name: attack,
          email: 'camille@example.fr',
          subject: attack,
          message: attack,
          ownerNote: attack,
          createdAt: at,
          updatedAt: at,
        }),
      },
      {
        kind: 'reservation',
        id: `r${n}`,
        data: reservationSchema.parse(
          reservationData({ customerFirstName: attack, productName: attack, note: attack, ownerNote: attack }),
        ),
      },
    ]);
    const cells = csvCells(personalDataCsv(attacks)).slice(1).flat();
    expect(cells.filter(runsAsFormula)).toEqual([]);
    expect(cells.filter((cell) => cell.startsWith("'"))).toHaveLength(FORMULA_ATTACKS.length * (10 + 5 + 4));
  });
});
