import { contactMessageSchema, personalDataCsv, quoteRequestSchema, type PersonalRecord } from '@comptoir/core';
import { FORMULA_ATTACKS, csvCells, runsAsFormula } from '@comptoir/core/testing';
import { collection, getDocs, Timestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { newContactMessage, newQuoteRequest, sites } from '../support/fixtures';
import { SITE, dbAs, seed, submitAs, useRulesEnvironment } from '../support/rules';

useRulesEnvironment();

/** What the owner's back office reads, its timestamps as the app's driver gives them (dates). */
async function ownerReads(name: 'quoteRequests' | 'contactMessages'): Promise<DocumentData[]> {
  const found = await getDocs(collection(dbAs('owner'), `sites/${SITE}/${name}`));
  return found.docs.map((stored) =>
    Object.fromEntries(
      Object.entries(stored.data()).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
    ),
  );
}

/** The owner's export of what it read (« Données personnelles »), cell by cell below the header. */
const exported = (records: PersonalRecord[]) => csvCells(personalDataCsv(records)).slice(1).flat();

// A visitor's text goes through the real rules, is read back by the owner, then exported.
describe('a visitor’s formulas in the owner’s CSV export', () => {
  beforeEach(() => seed(sites()));

  it('keeps the formulas typed into a quote request as text (attack side)', async () => {
    const [first, last, company, phone, service, message, day, budget] = FORMULA_ATTACKS;
    const typed = {
      customerFirstName: first,
      customerLastName: last,
      customerCompany: company,
      customerPhone: phone?.slice(0, 30),
      serviceType: service,
      message,
      eventDate: day,
      eventBudget: budget,
    };
    await submitAs('anonymous', `sites/${SITE}/quoteRequests/q1`, newQuoteRequest(typed));
    const records = (await ownerReads('quoteRequests')).map((data, n): PersonalRecord => ({
      kind: 'quoteRequest',
      id: `q${n}`,
      data: quoteRequestSchema.parse(data),
    }));
    const cells = exported(records);
    expect(cells.filter(runsAsFormula)).toEqual([]);
    expect(cells.filter((cell) => cell.startsWith("'"))).toHaveLength(Object.keys(typed).length);
  });

  it('keeps the formulas typed into a contact message as text (attack side)', async () => {
    const [, , , , , , , , first, name, subject, message] = FORMULA_ATTACKS;
    await submitAs(
      'anonymous',
      `sites/${SITE}/contactMessages/m1`,
      newContactMessage({ firstName: first, name, subject, message }),
    );
    const records = (await ownerReads('contactMessages')).map((data, n): PersonalRecord => ({
      kind: 'contactMessage',
      id: `m${n}`,
      data: contactMessageSchema.parse(data),
    }));
    const cells = exported(records);
    expect(cells.filter(runsAsFormula)).toEqual([]);
    expect(cells.filter((cell) => cell.startsWith("'"))).toHaveLength(4);
  });

  it('exports a phone number and a negative budget as the visitor typed them', async () => {
    await submitAs(
      'anonymous',
      `sites/${SITE}/quoteRequests/q1`,
      newQuoteRequest({ customerPhone: '+33 6 12 34 56 78', eventBudget: '-12,50' }),
    );
    const [data] = await ownerReads('quoteRequests');
    const cells = exported([{ kind: 'quoteRequest', id: 'q1', data: quoteRequestSchema.parse(data) }]);
    expect(cells).toEqual(expect.arrayContaining(['+33 6 12 34 56 78', '-12,50']));
    expect(cells.filter((cell) => cell.startsWith("'"))).toEqual([]);
  });
});
