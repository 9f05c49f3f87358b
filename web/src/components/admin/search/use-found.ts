import { searchKeyOf, type CollectionRef, type DocSchema, type Entity, type OrderBy } from '@comptoir/core';
import { useAdminCollection } from '@/components/admin/data/use-admin-live';

/** How many a search field offers. */
const MATCHES = 5;

/**
 * The first five documents found by what is typed (their `searchKeys` hold its key), for a field
 * that offers a few choices among a list too long to offer whole: at most five reads, whatever its
 * size. Nothing under two characters (an empty list); undefined while it loads.
 */
export function useFound<S extends DocSchema>(
  ref: CollectionRef<S>,
  typed: string,
  orderBy: readonly OrderBy[],
): Entity<S>[] | undefined {
  const key = searchKeyOf(typed);
  const state = useAdminCollection(key ? ref : null, {
    where: [['searchKeys', 'array-contains', key ?? '']],
    orderBy,
    limit: MATCHES,
  });
  return key ? state.data : [];
}
