import { FunctionError } from '@comptoir/core';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toFunctionError } from './functions-errors';

/** What firebase/functions 12 throws for an answer with this HTTP status. */
const answered = (code: string, message: string, status: number) =>
  new FirebaseError(`functions/${code}`, `${message} [${status}]`);

describe('toFunctionError', () => {
  it('keeps the code without its prefix and the message the server sent', () => {
    const error = toFunctionError(answered('permission-denied', 'Réservé aux administrateurs.', 403));
    expect(error).toBeInstanceOf(FunctionError);
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Réservé aux administrateurs.');
  });

  it('gives a French message when the server sent only its status', () => {
    expect(toFunctionError(answered('internal', 'INTERNAL', 500)).message).toBe(
      'Une erreur est survenue. Réessayez plus tard.',
    );
    expect(toFunctionError(answered('not-found', 'not-found', 404)).message).toBe('Élément introuvable.');
    expect(toFunctionError(answered('invalid-argument', 'Backend error status: INVALID_ARGUMENT', 400)).message).toBe(
      'Données invalides.',
    );
  });

  it('reports a request that never reached the server as unavailable', () => {
    const error = toFunctionError(answered('internal', 'internal', 0));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Service indisponible. Vérifiez votre connexion internet puis réessayez.');
  });

  it('replaces the English messages the SDK writes itself', () => {
    const timeout = toFunctionError(new FirebaseError('functions/deadline-exceeded', 'deadline-exceeded'));
    expect(timeout.code).toBe('unavailable');
    expect(timeout.message).toBe('Service indisponible. Vérifiez votre connexion internet puis réessayez.');
    expect(toFunctionError(new FirebaseError('functions/internal', 'Response is not valid JSON object.')).message).toBe(
      'Une erreur est survenue. Réessayez plus tard.',
    );
  });

  it('keeps a limit reached, with the server’s French message', () => {
    const error = toFunctionError(answered('resource-exhausted', 'Réessayez dans 12 min.', 429));
    expect(error).toMatchObject({ code: 'resource-exhausted', message: 'Réessayez dans 12 min.' });
  });

  it('sends codes the port does not name to the nearest one', () => {
    expect(toFunctionError(answered('deadline-exceeded', 'Trop long.', 504)).code).toBe('unavailable');
    expect(toFunctionError(answered('out-of-range', 'Hors limites.', 400)).code).toBe('invalid-argument');
    expect(toFunctionError(answered('unknown', 'unknown', 500)).code).toBe('internal');
  });

  it('treats anything that is not a Firebase error as internal, keeping it as cause', () => {
    const original = new TypeError('bad answer');
    const error = toFunctionError(original);
    expect(error.code).toBe('internal');
    expect(error.message).toBe('Une erreur est survenue. Réessayez plus tard.');
    expect(error.cause).toBe(original);
  });

  it('passes a FunctionError through unchanged', () => {
    const error = new FunctionError('not-found', 'Événement introuvable.');
    expect(toFunctionError(error)).toBe(error);
  });
});
