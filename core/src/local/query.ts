import type { Data, Doc, QuerySpec, Where } from '../port/data-port';
import { compareValues, getField, valuesEqual } from './values';

export function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Firestore compares values of one type only: a timestamp is before a date, anything else is not. */
function matches(value: unknown, [, op, expected]: Where): boolean {
  if (op === '==') return valuesEqual(value, expected);
  return value instanceof Date && compareValues(value, expected) < 0;
}

/** Runs a query the way Firestore does: documents without an ordered field are left out. */
export function runQuery(docs: Iterable<[string, Data]>, collectionPath: string, spec: QuerySpec = {}): Doc[] {
  const where = spec.where ?? [];
  const orderBy = spec.orderBy ?? [];
  const found: Doc[] = [];
  for (const [path, data] of docs) {
    if (parentPath(path) !== collectionPath) continue;
    if (!where.every((condition) => matches(getField(data, condition[0]), condition))) continue;
    if (!orderBy.every(([field]) => getField(data, field) !== undefined)) continue;
    found.push({ id: lastSegment(path), path, data });
  }
  found.sort((a, b) => {
    for (const [field, direction] of orderBy) {
      const order = compareValues(getField(a.data, field), getField(b.data, field));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return spec.limit === undefined ? found : found.slice(0, spec.limit);
}
