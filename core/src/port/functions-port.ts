export type FunctionErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'failed-precondition'
  | 'already-exists'
  | 'unavailable'
  | 'resource-exhausted'
  | 'internal';

export class FunctionError extends Error {
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}
