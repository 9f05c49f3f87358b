/** French Excel reads UTF-8 only behind a byte order mark, and splits cells on semicolons. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;
/**
 * A cell a spreadsheet would run as a formula ('=…', '@…', '+A1', '-A1'): prefixed with an
 * apostrophe so it stays text. Phone numbers ('+33 6…') and amounts ('-5') are left alone.
 */
const FORMULA = /^(?:[=@\t\r]|[+-][^\d\s])/;

export type CsvValue = string | number | null;

function cell(value: CsvValue): string {
  if (value === null) return '';
  const raw = typeof value === 'number' ? String(value).replace('.', ',') : value;
  const safe = FORMULA.test(raw) ? `'${raw}` : raw;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as a CSV file that opens correctly in French Excel: BOM, `;`, CRLF rows, decimal commas. */
export function frenchCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}
