import { refs } from '@comptoir/core';
import { SEARCH_MIN_LENGTH } from '@/components/admin/forms/search-choice-field';
import type { SiteEntity } from '@/components/admin/session/use-manageable-sites';
import { useCollection } from '@/hooks/use-live';

/** How many sites a search offers. */
const MATCHES = 5;

/** What is typed, its first letter in capitals, as shop names are written (« épi » finds « Épicerie »). */
const asNameStart = (typed: string) => typed.charAt(0).toLocaleUpperCase('fr-FR') + typed.slice(1);

/**
 * The sites whose name starts with what is typed, at most five: a prefix is a range on the name's
 * own index, whatever the number of sites on the platform.
 */
export function useSiteSearch(typed: string): SiteEntity[] | undefined {
  const prefix = asNameStart(typed.trim());
  const searching = prefix.length >= SEARCH_MIN_LENGTH;
  const state = useCollection(searching ? refs.sites() : null, {
    where: [
      ['name', '>=', prefix],
      ['name', '<', `${prefix}\uf8ff`],
    ],
    orderBy: [['name', 'asc']],
    limit: MATCHES,
  });
  return searching ? state.data : [];
}
