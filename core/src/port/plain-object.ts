import type { Data } from './data-port';

/** Whether a value is a plain object (a map of fields), not an array, a Date or another class's instance. */
export function isPlainObject(value: unknown): value is Data {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
