import type { Data } from '@comptoir/core';

/** A value as Firestore's REST API writes it (`{"stringValue": "…"}`, `{"mapValue": {"fields": …}}`, …). */
export type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number | string;
  timestampValue: string;
  stringValue: string;
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

/** The plain value, timestamps as Dates (what the ports give); a kind the app never stores reads as null. */
export function fromRestValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.mapValue) return fromRestFields(value.mapValue.fields);
  return null;
}

export function fromRestFields(fields: Record<string, RestValue> = {}): Data {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}
