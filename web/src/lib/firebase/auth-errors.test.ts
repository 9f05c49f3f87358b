import { AuthError, NOT_A_PLATFORM_ACCOUNT_MESSAGE } from '@comptoir/core';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { roleFromClaims, toAuthError } from './auth-errors';

const firebase = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('toAuthError', () => {
  it.each([
    ['auth/invalid-credential', 'invalid-credentials', 'Email ou mot de passe incorrect.'],
    ['auth/wrong-password', 'invalid-credentials', 'Email ou mot de passe incorrect.'],
    ['auth/user-not-found', 'invalid-credentials', 'Email ou mot de passe incorrect.'],
    ['auth/too-many-requests', 'too-many-requests', 'Trop de tentatives. Réessayez dans quelques minutes.'],
    [
      'auth/network-request-failed',
      'network',
      'Connexion impossible. Vérifiez votre connexion internet puis réessayez.',
    ],
    ['auth/email-already-in-use', 'email-in-use', 'Cette adresse email est déjà utilisée.'],
    ['auth/invalid-email', 'invalid-email', 'Adresse email invalide.'],
    ['auth/weak-password', 'weak-password', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['auth/requires-recent-login', 'requires-recent-login', 'Par sécurité, reconnectez-vous puis réessayez.'],
  ])('maps %s to %s with a French message', (firebaseCode, code, message) => {
    const error = toAuthError(firebase(firebaseCode));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('uses the message given for the situation when there is one', () => {
    const error = toAuthError(firebase('auth/invalid-credential'), {
      'invalid-credentials': 'Le mot de passe actuel est incorrect.',
    });
    expect(error.message).toBe('Le mot de passe actuel est incorrect.');
  });

  it('explains a disabled account instead of blaming the password', () => {
    expect(toAuthError(firebase('auth/user-disabled')).message).toBe(
      'Ce compte a été désactivé. Contactez un administrateur.',
    );
  });

  it('says that an administrator must open the account when the sign-in block refuses it', () => {
    // As the SDK reports the blocking function's refusal (the Auth emulator's wording).
    const refused = new FirebaseError(
      'auth/internal-error',
      'Firebase: BLOCKING_FUNCTION_ERROR_RESPONSE : ((HTTP request to http://127.0.0.1:5001/demo-comptoir/europe-west1/beforeUserSignedIn returned HTTP error 403: {"error":{"message":"Ce compte n’a pas été ouvert sur Comptoir","status":"PERMISSION_DENIED"}})) (auth/internal-error).',
    );
    expect(toAuthError(refused).message).toBe(NOT_A_PLATFORM_ACCOUNT_MESSAGE);
    expect(NOT_A_PLATFORM_ACCOUNT_MESSAGE).toMatch(/doit être créé par un administrateur/);
    expect(toAuthError(firebase('auth/internal-error')).message).toBe('Une erreur est survenue. Réessayez.');
  });

  it('gives unknown with a generic message for anything else, keeping the original as cause', () => {
    const original = new Error('boom');
    const error = toAuthError(original);
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('Une erreur est survenue. Réessayez.');
    expect(error.cause).toBe(original);
  });

  it('passes an AuthError through unchanged', () => {
    const error = new AuthError('requires-recent-login', 'Vous devez être connecté.');
    expect(toAuthError(error)).toBe(error);
  });
});

describe('roleFromClaims', () => {
  it('gives admin only for the admin claim', () => {
    expect(roleFromClaims({ role: 'admin' })).toBe('admin');
    expect(roleFromClaims({ role: 'user' })).toBe('user');
    expect(roleFromClaims({ role: 'owner' })).toBe('user');
    expect(roleFromClaims({})).toBe('user');
  });
});
