import { searchKeyOf, type CollectionRef, type DocSchema, type Entity, type OrderBy, type Where } from '@comptoir/core';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAdminCount, type LiveState } from '@/components/admin/data/use-admin-live';
import { usePagedCollection, type PagedList } from '../lists/use-paged-collection';

/** How long the typing pauses before a search asks. */
export const SEARCH_DELAY_MS = 300;

export interface SearchedList<T> {
  list: PagedList<T>;
  /** How many match: every document while nothing is searched. */
  total: LiveState<number>;
  /** What is searched (as typed), once asked; null while nothing is. */
  searched: string | null;
}

/**
 * A list page by page, or the documents found by what is typed: those whose `searchKeys` hold its
 * key (`searchKeyOf`: the beginning of a word, case and accents aside), in the same order, with
 * their number counted by Firestore (one read per 1,000). A search costs a page and its count,
 * whatever the collection's size.
 */
export function useSearchedList<S extends DocSchema>(
  ref: CollectionRef<S>,
  typed: string,
  orderBy: readonly OrderBy[],
): SearchedList<Entity<S>> {
  const asked = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const key = searchKeyOf(asked);
  const where: Where[] = key ? [['searchKeys', 'array-contains', key]] : [];
  return {
    list: usePagedCollection(ref, { where, orderBy }),
    total: useAdminCount(ref, where),
    searched: key ? asked : null,
  };
}
