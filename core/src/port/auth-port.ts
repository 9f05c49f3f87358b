import type { Stream } from './stream';

export type Role = 'admin' | 'user';

export interface SessionUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** From the `role` custom claim; every account without the admin claim is a user. */
  role: Role;
}

export type AuthErrorCode =
  | 'invalid-credentials'
  | 'email-in-use'
  | 'invalid-email'
  | 'weak-password'
  | 'requires-recent-login'
  | 'too-many-requests'
  | 'network'
  | 'unknown';

/**
 * What an account that is no platform user is told when it tries to sign in (the sign-in block
 * refuses it): accounts are opened by an administrator only.
 */
export const NOT_A_PLATFORM_ACCOUNT_MESSAGE =
  'Ce compte n’a pas été ouvert sur Comptoir\u00a0: un compte doit être créé par un administrateur de Comptoir. Demandez-lui de vous en ouvrir un.';

/** Message is French and shown to people as is. */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export interface AuthPort {
  /** Current session first, then every change (sign-in, sign-out, role change). */
  watchSession(): Stream<SessionUser | null>;
  signIn(email: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** The current session, or a new anonymous visitor session when nobody is signed in. */
  ensureVisitor(): Promise<SessionUser>;
  updateEmail(email: string): Promise<void>;
  updatePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Re-reads the role claim (after a role change). */
  refreshSession(): Promise<void>;
  /**
   * Emails a link to choose a new password. Resolves the same whether or not an account uses
   * that address, so the answer never tells who has an account.
   */
  sendPasswordReset(email: string): Promise<void>;
}
