import { contactMessageSchema, quoteRequestSchema, reservationSchema } from '@comptoir/core';
import { FORMULA_ATTACKS, csvCells, quoteRequestData, reservationData, runsAsFormula } from '@comptoir/core/testing';
import { describe, expect, it } from 'vitest';
import { leadViewCsv } from './lead-export';
import { messageView } from './message-view';
import { quoteView } from './quote-view';
import { reservationView } from './reservation-view';

const AT = new Date('2025-03-12T13:05:00.000Z');
const EMAIL_ATTACK = '-2+3@pirate.example';

/** The cells below the header, and how many hold an attack (kept, behind its apostrophe). */
function exported(csv: string) {
  const cells = csvCells(csv).slice(1).flat();
  return { cells, running: cells.filter(runsAsFormula), neutralised: cells.filter((cell) => cell.startsWith("'")) };
}

describe('the inboxes’ CSV exports against formulas', () => {
  it('keeps every text of a quote request that a spreadsheet would run as text (attack side)', () => {
    const quotes = FORMULA_ATTACKS.map((attack, n) => ({
      id: `q${n}`,
      ...quoteRequestSchema.parse(
        quoteRequestData({
          customerFirstName: attack,
          customerLastName: attack,
          customerCompany: attack,
          customerEmail: EMAIL_ATTACK,
          customerPhone: attack.slice(0, 30),
          serviceType: attack,
          eventDate: attack,
          eventBudget: attack,
          message: attack,
          ownerNote: attack,
        }),
      ),
    }));
    const { running, neutralised } = exported(leadViewCsv(quoteView, quotes));
    expect(running).toEqual([]);
    expect(neutralised).toHaveLength(FORMULA_ATTACKS.length * 10);
    expect(neutralised).toContain(`'${EMAIL_ATTACK}`);
  });

  it('leaves a quote’s phone number and a negative budget readable as typed', () => {
    const quote = {
      id: 'q1',
      ...quoteRequestSchema.parse(quoteRequestData({ customerPhone: '+33 6 12 34 56 78', eventBudget: '-12,50' })),
    };
    const { cells, neutralised } = exported(leadViewCsv(quoteView, [quote]));
    expect(cells).toEqual(expect.arrayContaining(['+33 6 12 34 56 78', '-12,50']));
    expect(neutralised).toEqual([]);
  });

  it('keeps every text of a contact message that a spreadsheet would run as text (attack side)', () => {
    const messages = FORMULA_ATTACKS.map((attack, n) => ({
      id: `m${n}`,
      ...contactMessageSchema.parse({
        firstName: attack,
        name: attack,
        email: EMAIL_ATTACK,
        subject: attack,
        message: attack,
        isViewed: false,
        ownerNote: attack,
        createdAt: AT,
        updatedAt: AT,
      }),
    }));
    const { running, neutralised } = exported(leadViewCsv(messageView, messages));
    expect(running).toEqual([]);
    expect(neutralised).toHaveLength(FORMULA_ATTACKS.length * 6);
  });

  it('keeps every text of a reservation that a spreadsheet would run as text (attack side)', () => {
    const reservations = FORMULA_ATTACKS.map((attack, n) => ({
      id: `r${n}`,
      ...reservationSchema.parse(
        reservationData({
          customerFirstName: attack,
          customerLastName: attack,
          customerPhone: attack.slice(0, 30),
          customerEmail: EMAIL_ATTACK,
          // The shop's own names and price label, copied by the server: the owner typed them.
          productName: attack,
          variantName: attack,
          priceLabel: attack,
          note: attack,
          statusReason: attack,
          ownerNote: attack,
        }),
      ),
    }));
    const { running, neutralised } = exported(leadViewCsv(reservationView, reservations));
    expect(running).toEqual([]);
    expect(neutralised).toHaveLength(FORMULA_ATTACKS.length * 10);
  });

  it('leaves a reservation’s phone number, quantity and pick-up readable as typed', () => {
    const reservation = {
      id: 'r1',
      ...reservationSchema.parse(reservationData({ customerPhone: '+33 6 12 34 56 78' })),
    };
    const { cells, neutralised } = exported(leadViewCsv(reservationView, [reservation]));
    expect(cells).toEqual(expect.arrayContaining(['+33 6 12 34 56 78', '2', '10:30', 'Louise', 'Miel de lavande']));
    expect(neutralised).toEqual([]);
  });
});
