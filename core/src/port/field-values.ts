/**
 * Write-time values resolved by the driver: the server clock and atomic increments.
 * Drivers translate them (Firestore: FieldValue; local driver: applied under its lock).
 */
export class ServerTimestamp {
  readonly kind = 'serverTimestamp';
}

export class Increment {
  readonly kind = 'increment';
  constructor(readonly by: number) {}
}

export type FieldValue = ServerTimestamp | Increment;

export const serverTimestamp = (): ServerTimestamp => new ServerTimestamp();
export const increment = (by: number): Increment => new Increment(by);

export function isFieldValue(value: unknown): value is FieldValue {
  return value instanceof ServerTimestamp || value instanceof Increment;
}

/** Allows a field value wherever a top-level field is written. */
export type WithFieldValues<T> = { [K in keyof T]: T[K] | FieldValue };
