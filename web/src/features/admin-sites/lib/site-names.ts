/** Names compared as people read them: accents, case and spacing aside. */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The name of another site that reads the same as `name`, if any. */
export function sameNamedSite(name: string, sites: readonly { id: string; name: string }[], except?: string) {
  const wanted = comparable(name);
  if (!wanted) return null;
  return sites.find((site) => site.id !== except && comparable(site.name) === wanted)?.name ?? null;
}
