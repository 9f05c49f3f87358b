/**
 * Structural equality of plain data (objects, arrays, dates, primitives); a key holding
 * `undefined` counts as absent, as it does once the value has been through JSON.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  const keysA = definedKeys(a);
  const keysB = definedKeys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function definedKeys(value: object): string[] {
  return Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key]) => key);
}
