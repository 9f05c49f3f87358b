import { cursorAt, type DataPort, type OrderBy, type QuerySpec, type StartCursor } from '../port/data-port';
import { getCollection, type Entity } from './repo';
import type { CollectionRef, DocSchema } from './refs';

/** How many documents an export asks for at a time. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every document a query matches, read page after page from a cursor (one bounded request at a
 * time, whatever the collection's size); `onPage` hears how many are read so far.
 */
export async function readEveryPage<S extends DocSchema>(
  db: DataPort,
  ref: CollectionRef<S>,
  spec: Pick<QuerySpec, 'where'> & { orderBy: readonly OrderBy[] },
  { pageSize = EXPORT_PAGE_SIZE, onPage }: { pageSize?: number; onPage?: (read: number) => void } = {},
): Promise<Entity<S>[]> {
  const every: Entity<S>[] = [];
  let start: StartCursor | undefined;
  for (;;) {
    const page = await getCollection(db, ref, { ...spec, limit: pageSize, ...(start ? { start } : {}) });
    every.push(...page);
    onPage?.(every.length);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return every;
    start = cursorAt(last, spec.orderBy, false);
  }
}
