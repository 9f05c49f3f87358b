import type { Data, Doc, OrderBy, QuerySpec, Where } from '../port/data-port';
import { compareValues, getField, valuesEqual } from './values';

export function parentPath(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

const sameType = (a: unknown, b: unknown) => typeof a === typeof b && a instanceof Date === b instanceof Date;

/** Firestore's ranges compare values of one type only: a day string is never before a timestamp. */
function matches(value: unknown, [, op, expected]: Where): boolean {
  if (op === '==') return valuesEqual(value, expected);
  if (op === 'array-contains') return Array.isArray(value) && value.some((item) => valuesEqual(item, expected));
  if (value === null || value === undefined || !sameType(value, expected)) return false;
  const order = compareValues(value, expected);
  return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>=' ? order >= 0 : order > 0;
}

/** The query's order: its fields, then the id in the direction of the last one (as Firestore). */
function compareDocs(orderBy: readonly OrderBy[]) {
  const idDirection = orderBy.at(-1)?.[1] === 'desc' ? -1 : 1;
  return (a: { values: readonly unknown[]; id: string }, b: { values: readonly unknown[]; id: string }) => {
    for (const [index, [, direction]] of orderBy.entries()) {
      const order = compareValues(a.values[index], b.values[index]);
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * idDirection;
  };
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
  const compare = compareDocs(orderBy);
  const position = (doc: Doc) => ({ values: orderBy.map(([field]) => getField(doc.data, field)), id: doc.id });
  found.sort((a, b) => compare(position(a), position(b)));
  const { start } = spec;
  const from = start
    ? found.filter((doc) => {
        const order = compare(position(doc), start);
        return start.inclusive ? order >= 0 : order > 0;
      })
    : found;
  return spec.limit === undefined ? from : from.slice(0, spec.limit);
}
