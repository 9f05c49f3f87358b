const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as French writes it: « 5 000 », « 4 845 », « 12,5 » (a narrow no-break space between
 * thousands, a decimal comma). Each format is made once.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat('fr-FR', options)));
  return format.format(value);
}

/** « 1 demande », « 4 845 demandes »: a count and its noun, singular up to one. */
export const quantityText = (count: number, one: string, many: string): string =>
  `${formatNumber(count)} ${count > 1 ? many : one}`;

/** Whole numbers typed in a free text, grouped as French writes them: « 5771 € » → « 5 771 € ». */
export const groupDigits = (text: string): string =>
  text.replace(/(?<![\d.,])[1-9]\d{3,}(?!\d)/g, (digits) => formatNumber(Number(digits)));
