const DATE = '$date';

/**
 * JSON that keeps timestamps, one convention for every JSON the app writes (the page's snapshot,
 * the published documents): a Date is written `{"$date": "…"}` (a `JSON.stringify` replacer) …
 */
export function writeDates(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return original instanceof Date ? { [DATE]: original.toISOString() } : value;
}

/** … and read back as a Date (a `JSON.parse` reviver). */
export function readDates(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const iso = (value as Record<string, unknown>)[DATE];
    if (Object.keys(value).length === 1 && typeof iso === 'string') return new Date(iso);
  }
  return value;
}
