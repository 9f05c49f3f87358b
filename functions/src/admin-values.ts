import { Increment, ServerTimestamp, type Data } from '@comptoir/core';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function mapValues(data: Record<string, unknown>, map: (value: unknown) => unknown): Data {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, map(value)]));
}

/** Core field values become Admin SDK sentinels, at any depth; Dates are stored as Timestamps by the SDK. */
export function toAdminValue(value: unknown): unknown {
  if (value instanceof ServerTimestamp) return FieldValue.serverTimestamp();
  if (value instanceof Increment) return FieldValue.increment(value.by);
  if (Array.isArray(value)) return value.map(toAdminValue);
  if (isPlainObject(value)) return mapValues(value, toAdminValue);
  return value;
}

export function toAdminData(data: Data): DocumentData {
  return mapValues(data, toAdminValue);
}

/** Documents leave the driver with Date wherever Firestore has a Timestamp, like the other drivers. */
export function fromAdminValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromAdminValue);
  if (isPlainObject(value)) return mapValues(value, fromAdminValue);
  return value;
}

export function fromAdminData(data: DocumentData): Data {
  return mapValues(data, fromAdminValue);
}
