import type { Data, Doc } from '../port/data-port';
import { Increment, ServerTimestamp } from '../port/field-values';
import { isPlainObject } from '../port/plain-object';

/**
 * The Timestamp class of the SDK in use. Each Firestore SDK bundles its own (a Firestore Lite
 * Timestamp is not `instanceof` the full web SDK's), so the driver passes its SDK's class in.
 */
export type TimestampClass = abstract new (...args: never[]) => { toDate(): Date };

/** The field value sentinel factories of the SDK in use. */
export interface FieldValueFactories {
  serverTimestamp(): unknown;
  increment(by: number): unknown;
}

function mapValues(data: Data, map: (value: unknown) => unknown): Data {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, map(value)]));
}

/** Core field values become the SDK's sentinels, at any depth; everything else is written as is. */
export function toFirestoreData(data: Data, sentinels: FieldValueFactories): Data {
  const convert = (value: unknown): unknown => {
    if (value instanceof ServerTimestamp) return sentinels.serverTimestamp();
    if (value instanceof Increment) return sentinels.increment(value.by);
    if (Array.isArray(value)) return value.map(convert);
    if (isPlainObject(value)) return mapValues(value, convert);
    return value;
  };
  return mapValues(data, convert);
}

/** Documents leave a driver with Date wherever Firestore has a Timestamp, like the local driver. */
export function fromFirestoreData(data: Data, Timestamp: TimestampClass): Data {
  const convert = (value: unknown): unknown => {
    if (value instanceof Timestamp) return value.toDate();
    if (Array.isArray(value)) return value.map(convert);
    if (isPlainObject(value)) return mapValues(value, convert);
    return value;
  };
  return mapValues(data, convert);
}

/** A document snapshot's id and path: what every Firestore SDK's snapshot has. */
export interface SnapshotIdentity {
  id: string;
  ref: { path: string };
}

/** The port's document for a snapshot that exists, given its data as the SDK read it. */
export function snapshotDoc(snapshot: SnapshotIdentity, data: Data | undefined, Timestamp: TimestampClass): Doc {
  return { id: snapshot.id, path: snapshot.ref.path, data: fromFirestoreData(data ?? {}, Timestamp) };
}
