import type { QuerySpec } from '../port/data-port';
import { queryConstraints, type ConstraintBuilders } from './query';

/** The builders an SDK that pages adds (the full web SDK, the Admin SDK; not Lite). */
export interface PagingBuilders<C> extends ConstraintBuilders<C> {
  /** Orders by document id (the tie-break a cursor names). */
  orderById(direction: 'asc' | 'desc'): C;
  /** startAt or startAfter with these values of the ordered fields, then the id. */
  start(values: readonly unknown[], inclusive: boolean): C;
}

/**
 * A port query spec, cursor included, as SDK constraints. Kept apart from `queryConstraints`:
 * the public pages' Lite reader never pages, and its bytes count for every visitor.
 */
export function pagedQueryConstraints<C>(spec: QuerySpec, build: PagingBuilders<C>): C[] {
  const { start, limit, ...filtered } = spec;
  const orderBy = spec.orderBy ?? [];
  if (start && orderBy.length === 0) throw new Error('A query that starts at a cursor needs an order');
  return [
    ...queryConstraints(filtered, build),
    // Firestore breaks ties by id in the last field's direction: said aloud, the cursor can name it.
    ...(start
      ? [build.orderById(orderBy.at(-1)?.[1] ?? 'asc'), build.start([...start.values, start.id], start.inclusive)]
      : []),
    ...(limit === undefined ? [] : [build.limit(limit)]),
  ];
}
