import type { Data } from '../port/data-port';
import { Increment, ServerTimestamp } from '../port/field-values';
import { isPlainObject } from '../port/plain-object';

/** Replaces field values with what the server would store, given the current value. */
export function resolveFieldValues(data: Data, current: Data | undefined, now: Date): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    const before = current?.[key];
    if (value instanceof ServerTimestamp) out[key] = new Date(now);
    else if (value instanceof Increment) out[key] = (typeof before === 'number' ? before : 0) + value.by;
    else if (isPlainObject(value))
      out[key] = resolveFieldValues(value, isPlainObject(before) ? before : undefined, now);
    else out[key] = value;
  }
  return out;
}

/** Firestore's `set(…, {merge: true})`: maps merge deeply, everything else is replaced. */
export function deepMerge(target: Data, patch: Data): Data {
  const out: Data = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const before = out[key];
    out[key] = isPlainObject(value) && isPlainObject(before) ? deepMerge(before, value) : value;
  }
  return out;
}

export function getField(data: Data, field: string): unknown {
  let value: unknown = data;
  for (const part of field.split('.')) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** Firestore's order of types: null, booleans, numbers, dates, strings, then the rest. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

export function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
