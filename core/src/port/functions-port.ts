import type { Callables } from '../schemas/callables';

export type CallableName = keyof Callables;

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

export interface FunctionsPort {
  call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']>;
}
