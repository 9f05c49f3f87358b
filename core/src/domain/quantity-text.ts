/** The units a quantity is written with in a shop: « 500 g », « 75 cl », « 6 pièces », « 4 parts ». */
const UNITS = 'mg|kg|g|ml|cl|dl|l|cm|mm|m|pi[eè]ces?|parts?|pers(?:onnes?|\\.)?|tranches?|bouteilles?|pots?|%';
const QUANTITY = new RegExp(`(\\d)[ \\u00a0\\u202f]+(?=(?:${UNITS})(?![\\p{L}\\d]))`, 'giu');

/**
 * A text with each quantity kept on one line (French typography: a no-break space between a
 * number and its unit), as a shop names its variants: « Pot de 500 g » never ends a line on « 500 ».
 */
export function withQuantitiesTogether(text: string): string {
  return text.replace(QUANTITY, '$1\u00a0');
}

/** « 2 × Miel de lavande — Pot de 500 g », the number and its sign together too. */
export function orderLineText(quantity: number, productName: string, variantName: string): string {
  return withQuantitiesTogether(`${quantity}\u00a0× ${productName} — ${variantName}`);
}
