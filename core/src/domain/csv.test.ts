import { describe, expect, it } from 'vitest';
import { FORMULA_ATTACKS, KEPT_AS_TYPED, csvCells, runsAsFormula } from '../testing/csv-attacks';
import { frenchCsv, type CsvValue } from './csv';

interface Row {
  name: string;
  amount: number | null;
}

const leadsCsv = (items: readonly Row[]) =>
  frenchCsv([['Nom', 'Montant'], ...items.map((row): CsvValue[] => [row.name, row.amount])]);
const rows = (csv: string) => csv.slice(1).split('\r\n');

describe('frenchCsv', () => {
  it('starts with a byte order mark, separates cells with ; and ends rows with CRLF', () => {
    const csv = leadsCsv([{ name: 'Léa', amount: 12.5 }]);
    expect(csv.startsWith('\uFEFFNom;Montant\r\n')).toBe(true);
    expect(rows(csv)).toEqual(['Nom;Montant', 'Léa;12,5', '']);
  });

  it('quotes a cell holding a separator, a quote, a line break or edge spaces', () => {
    const csv = leadsCsv([
      { name: 'Dupont; fils', amount: null },
      { name: 'Le "Comptoir"', amount: 0 },
      { name: 'ligne 1\nligne 2', amount: 1 },
      { name: ' espace', amount: 2 },
    ]);
    expect(rows(csv).slice(1, 5)).toEqual([
      '"Dupont; fils";',
      '"Le ""Comptoir""";0',
      '"ligne 1\nligne 2";1',
      '" espace";2',
    ]);
  });

  it('keeps a formula a visitor typed as text, but leaves phone numbers and amounts alone', () => {
    const csv = leadsCsv([
      { name: '=HYPERLINK("http://x")', amount: null },
      { name: '@SUM(A1)', amount: null },
      { name: '+A1', amount: null },
      { name: '+33 6 12 34 56 78', amount: -5 },
    ]);
    expect(rows(csv).slice(1, 5)).toEqual([
      `"'=HYPERLINK(""http://x"")";`,
      "'@SUM(A1);",
      "'+A1;",
      '+33 6 12 34 56 78;-5',
    ]);
  });

  it('keeps every cell a spreadsheet would run as text, whatever starts it (attack side)', () => {
    const csv = frenchCsv(FORMULA_ATTACKS.map((attack) => [attack, 'x']));
    const cells = csvCells(csv).map(([first]) => first ?? '');
    expect(cells).toEqual(FORMULA_ATTACKS.map((attack) => `'${attack}`));
    expect(cells.filter(runsAsFormula)).toEqual([]);
  });

  it('leaves a negative amount and a phone number readable as typed', () => {
    const csv = frenchCsv([[...KEPT_AS_TYPED, -12.5, -3]]);
    expect(csvCells(csv)).toEqual([[...KEPT_AS_TYPED, '-12,5', '-3']]);
  });
});
