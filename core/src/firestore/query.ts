import type { OrderBy, QuerySpec, Where } from '../port/data-port';

/**
 * The constraint builders of one SDK: the web SDKs' `where`, `orderBy`, `limit` and cursor
 * functions, or functions that chain the Admin SDK's query methods.
 */
export interface ConstraintBuilders<C> {
  where(field: string, op: Where[1], value: Where[2]): C;
  orderBy(field: string, direction: OrderBy[1]): C;
  limit(count: number): C;
  /** Orders by document id (the tie-break a cursor names). */
  orderById(direction: OrderBy[1]): C;
  /** startAt or startAfter with these values of the ordered fields, then the id. */
  start(values: readonly unknown[], inclusive: boolean): C;
}

/** A port query spec as SDK constraints, in the order Firestore expects them. */
export function queryConstraints<C>(spec: QuerySpec, build: ConstraintBuilders<C>): C[] {
  const { start } = spec;
  const orderBy = spec.orderBy ?? [];
  if (start && orderBy.length === 0) throw new Error('A query that starts at a cursor needs an order');
  return [
    ...(spec.where ?? []).map(([field, op, value]) => build.where(field, op, value)),
    ...orderBy.map(([field, direction]) => build.orderBy(field, direction)),
    // Firestore breaks ties by id in the last field's direction: said aloud, the cursor can name it.
    ...(start
      ? [build.orderById(orderBy.at(-1)?.[1] ?? 'asc'), build.start([...start.values, start.id], start.inclusive)]
      : []),
    ...(spec.limit === undefined ? [] : [build.limit(spec.limit)]),
  ];
}
