/** For searching French text: 'Crème' and 'creme' fold to the same 'creme'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr-FR');
}

/** True when `query` (trimmed) is empty or a case- and accent-insensitive substring of one of `fields`. */
export function matchesSearch(fields: readonly string[], query: string): boolean {
  const wanted = foldText(query.trim());
  return wanted === '' || fields.some((field) => foldText(field).includes(wanted));
}

/**
 * A name as Firestore sorts it for the back office (`nameKey`): folded, « œ » and « æ » spelled
 * out, so that the code-point order Firestore compares in is the alphabetical order.
 */
export function sortKey(name: string): string {
  return foldText(name.trim()).replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}
