/** French Excel reads UTF-8 only behind a byte order mark, and splits cells on semicolons. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;
/**
 * What a spreadsheet reads as a formula (OWASP's list): a cell starting with a control character
 * (tab, carriage return…), or with =, +, -, @ or their full-width and small forms, white space
 * before them included (Excel and LibreOffice skip it).
 */
const FORMULA = /^(?:\p{Cc}|[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66])/u;
/**
 * A signed number or a phone number ('-12,50', '+33 6 12 34 56 78', '+33 (0)1 23'): digits, spaces
 * and punctuation only, so no function, reference or command, whatever a spreadsheet makes of it.
 */
const PLAIN_NUMBER = /^ *[+-]?[\d ().,/\u00a0\u202f-]*\d[\d ().,/\u00a0\u202f-]*$/;

/** A cell a spreadsheet would run, prefixed with an apostrophe so it stays text. */
const neutralised = (raw: string): string => (FORMULA.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw);

export type CsvValue = string | number | null;

function cell(value: CsvValue): string {
  if (value === null) return '';
  const raw = typeof value === 'number' ? String(value).replace('.', ',') : value;
  const safe = neutralised(raw);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV file that opens correctly in French Excel: BOM, `;`, CRLF rows, decimal commas. */
export function frenchCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
