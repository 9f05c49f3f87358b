import { CALLABLE_SCHEMAS, FunctionError, type CallableName, type Callables, type Caller } from '@comptoir/core';
import { HttpsError, onCall, type CallableOptions } from 'firebase-functions/v2/https';
import { callerFrom } from './caller';
import { ENFORCE_APP_CHECK } from './config';
import { callableFailed, callableRefused } from './logs';

/** Refusals keep their code and French message; anything else is logged and hidden behind 'internal'. */
export function toHttpsError(name: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof FunctionError) {
    callableRefused(name, error.code, error.message);
    return new HttpsError(error.code, error.message);
  }
  callableFailed(name, error);
  return new HttpsError('internal', 'Une erreur interne est survenue. Veuillez réessayer.');
}

type Handler<N extends CallableName> = (caller: Caller | null, input: unknown) => Promise<Callables[N]['output']>;

/**
 * A callable Cloud Function over a core operation: App Check enforced, caller from the ID token,
 * answer checked by its schema.
 */
export function callable<N extends CallableName>(name: N, handler: Handler<N>, options: CallableOptions = {}) {
  return onCall(
    { enforceAppCheck: ENFORCE_APP_CHECK, ...options },
    async (request): Promise<Callables[N]['output']> => {
      try {
        const output = await handler(callerFrom(request.auth), request.data);
        return CALLABLE_SCHEMAS[name].output.parse(output) as Callables[N]['output'];
      } catch (error) {
        throw toHttpsError(name, error);
      }
    },
  );
}
