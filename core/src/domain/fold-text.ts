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
