import { Increment, ServerTimestamp, type Data } from '@comptoir/core';
import type { DocumentData } from 'firebase/firestore';

/**
 * Firestore Lite and the full SDK each bundle their own Timestamp class and field value sentinels
 * (a Lite Timestamp is not `instanceof` the full one), so the SDK in use passes its own in. This
 * module imports no SDK code, which keeps the full SDK out of the Lite reader's chunk.
 */
export type TimestampClass = abstract new (...args: never[]) => { toDate(): Date };

export interface FieldValueFactories {
  serverTimestamp(): unknown;
  increment(by: number): unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapValues(data: Record<string, unknown>, map: (value: unknown) => unknown): Data {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, map(value)]));
}

/** Core field values become Firestore sentinels, at any depth; everything else is written as is. */
export function toFirestoreData(data: Data, sentinels: FieldValueFactories): DocumentData {
  const convert = (value: unknown): unknown => {
    if (value instanceof ServerTimestamp) return sentinels.serverTimestamp();
    if (value instanceof Increment) return sentinels.increment(value.by);
    if (Array.isArray(value)) return value.map(convert);
    if (isPlainObject(value)) return mapValues(value, convert);
    return value;
  };
  return mapValues(data, convert);
}

/** Documents leave the driver with Date wherever Firestore has a Timestamp, like the local driver. */
export function fromFirestoreData(data: DocumentData, Timestamp: TimestampClass): Data {
  const convert = (value: unknown): unknown => {
    if (value instanceof Timestamp) return value.toDate();
    if (Array.isArray(value)) return value.map(convert);
    if (isPlainObject(value)) return mapValues(value, convert);
    return value;
  };
  return mapValues(data, convert);
}
