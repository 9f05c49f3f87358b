/**
 * What owners type ('https://www.Epicerie.fr/') becomes the mapping key ('epicerie.fr'):
 * trimmed, lowercased, without scheme, `www.`, port, path or trailing dot.
 */
export function normaliseDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** A host name as Firestore document ids allow and DNS accepts. */
export function isValidDomain(domain: string): boolean {
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/.test(domain);
}

/** Both keys a mapping creates: the bare domain and its www. variant. */
export function domainVariants(input: string): [string, string] {
  const bare = normaliseDomain(input);
  return [bare, `www.${bare}`];
}
