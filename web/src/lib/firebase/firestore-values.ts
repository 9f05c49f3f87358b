import { Increment, ServerTimestamp, type Data } from '@comptoir/core';
import { Timestamp, increment, serverTimestamp, type DocumentData } from 'firebase/firestore';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapValues(data: Record<string, unknown>, map: (value: unknown) => unknown): Data {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, map(value)]));
}

/** Core field values become Firestore sentinels, at any depth; everything else is written as is. */
export function toFirestoreValue(value: unknown): unknown {
  if (value instanceof ServerTimestamp) return serverTimestamp();
  if (value instanceof Increment) return increment(value.by);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (isPlainObject(value)) return mapValues(value, toFirestoreValue);
  return value;
}

export function toFirestoreData(data: Data): DocumentData {
  return mapValues(data, toFirestoreValue);
}

/** Documents leave the driver with Date wherever Firestore has a Timestamp, like the local driver. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  if (isPlainObject(value)) return mapValues(value, fromFirestoreValue);
  return value;
}

export function fromFirestoreData(data: DocumentData): Data {
  return mapValues(data, fromFirestoreValue);
}
