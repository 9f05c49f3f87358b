import { AuthError, NOT_A_PLATFORM_ACCOUNT_MESSAGE, type AuthErrorCode, type Role } from '@comptoir/core';
import { firebaseErrorCode } from './error-code';
import { OFFLINE_MESSAGE } from './offline-message';

export type AuthMessages = Partial<Record<AuthErrorCode, string>>;

/** The same wording as the local auth driver, so both modes say the same thing. */
export const AUTH_MESSAGES: Record<AuthErrorCode, string> = {
  'invalid-credentials': 'Email ou mot de passe incorrect.',
  'email-in-use': 'Cette adresse email est déjà utilisée.',
  'invalid-email': 'Adresse email invalide.',
  'weak-password': 'Le mot de passe doit contenir au moins 6 caractères',
  'requires-recent-login': 'Par sécurité, reconnectez-vous puis réessayez.',
  'too-many-requests': 'Trop de tentatives. Réessayez dans quelques minutes.',
  network: OFFLINE_MESSAGE,
  unknown: 'Une erreur est survenue. Réessayez.',
};

const CODES: Partial<Record<string, AuthErrorCode>> = {
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/user-mismatch': 'invalid-credentials',
  'auth/missing-password': 'invalid-credentials',
  'auth/email-already-in-use': 'email-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-new-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/weak-password': 'weak-password',
  'auth/requires-recent-login': 'requires-recent-login',
  'auth/user-token-expired': 'requires-recent-login',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
};

/** Cases with no code of their own in the port, but a message people can act on. */
const DETAILS: Partial<Record<string, string>> = {
  'auth/user-disabled': 'Ce compte a été désactivé. Contactez un administrateur.',
  'auth/operation-not-allowed': 'Ce mode de connexion n’est pas activé pour ce projet.',
};

/**
 * A sign-in or sign-up a blocking function refused: the SDK reports it as an internal error whose
 * text holds the function's answer, `PERMISSION_DENIED` (an account no administrator opened).
 */
const refusedByBlockingFunction = (firebaseCode: string, error: unknown) =>
  firebaseCode === 'auth/internal-error' && error instanceof Error && error.message.includes('PERMISSION_DENIED');

export function toAuthError(error: unknown, messages: AuthMessages = {}): AuthError {
  if (error instanceof AuthError) return error;
  const firebaseCode = firebaseErrorCode(error) ?? '';
  if (refusedByBlockingFunction(firebaseCode, error)) {
    const refused = new AuthError('unknown', NOT_A_PLATFORM_ACCOUNT_MESSAGE);
    refused.cause = error;
    return refused;
  }
  const code = CODES[firebaseCode] ?? 'unknown';
  const mapped = new AuthError(code, messages[code] ?? DETAILS[firebaseCode] ?? AUTH_MESSAGES[code]);
  mapped.cause = error;
  return mapped;
}

/** The `role: 'admin'` claim makes an administrator; every other account is a user. */
export function roleFromClaims(claims: Record<string, unknown>): Role {
  return claims.role === 'admin' ? 'admin' : 'user';
}
