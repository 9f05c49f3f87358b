import type { OrderBy, QuerySpec, Where } from '../port/data-port';

/**
 * The constraint builders of one SDK: the web SDKs' `where`, `orderBy` and `limit` functions, or
 * functions that chain the Admin SDK's query methods.
 */
export interface ConstraintBuilders<C> {
  where(field: string, op: Where[1], value: Where[2]): C;
  orderBy(field: string, direction: OrderBy[1]): C;
  limit(count: number): C;
}

/** A port query spec without a cursor as SDK constraints, in the order Firestore expects them. */
export function queryConstraints<C>(spec: Omit<QuerySpec, 'start'>, build: ConstraintBuilders<C>): C[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) => build.where(field, op, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => build.orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [build.limit(spec.limit)]),
  ];
}
