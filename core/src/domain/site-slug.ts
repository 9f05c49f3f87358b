const MAX_SLUG_LENGTH = 60;

/** 'Boulangerie Martin' → 'boulangerie-martin': site ids show in `?site=` URLs, so they stay readable. */
export function siteSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'site';
}

/** The slug, or the slug with -2, -3… when it is taken. */
export async function uniqueSiteId(name: string, isTaken: (id: string) => Promise<boolean>): Promise<string> {
  const base = siteSlug(name);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
