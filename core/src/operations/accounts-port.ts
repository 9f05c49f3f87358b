import type { Role } from '../port/auth-port';

export interface Account {
  uid: string;
  email: string | null;
  /** From the `role` claim: every account without the admin claim is a user. */
  role: Role;
}

/**
 * Sign-in accounts and their role claim: Firebase Auth through the Admin SDK in Cloud Functions,
 * the local demo accounts in the sandbox. Errors are FunctionErrors with French messages.
 */
export interface AccountsPort {
  find(uid: string): Promise<Account | null>;
  /** Sets the `role` claim, keeping the account's other claims. */
  setRole(uid: string, role: Role): Promise<void>;
  /** Signs the account out everywhere: a demoted admin keeps no admin session. */
  revokeSessions(uid: string): Promise<void>;
  /** Throws FunctionError 'already-exists' when the email is taken. */
  create(email: string, password: string): Promise<{ uid: string }>;
  /** The account holding this address (lower case), or null. */
  findByEmail(email: string): Promise<Account | null>;
  /** Deletes an account for good. */
  remove(uid: string): Promise<void>;
}

export const EMAIL_TAKEN_MESSAGE = 'Un compte existe déjà avec cet email.';
