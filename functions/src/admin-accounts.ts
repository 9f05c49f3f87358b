import { EMAIL_TAKEN_MESSAGE, FunctionError, type Account, type AccountsPort, type Role } from '@comptoir/core';
import type { Auth, UserRecord } from 'firebase-admin/auth';

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** The account a user record describes, or null when Auth has none. */
async function accountOf(lookup: Promise<UserRecord>): Promise<Account | null> {
  try {
    const user = await lookup;
    return { uid: user.uid, email: user.email ?? null, role: user.customClaims?.role === 'admin' ? 'admin' : 'user' };
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/** The AccountsPort over Firebase Auth (Admin SDK): claims, sessions and account creation. */
export class AdminAccounts implements AccountsPort {
  constructor(private readonly auth: Auth) {}

  find(uid: string): Promise<Account | null> {
    return accountOf(this.auth.getUser(uid));
  }

  findByEmail(email: string): Promise<Account | null> {
    return accountOf(this.auth.getUserByEmail(email));
  }

  remove(uid: string): Promise<void> {
    return this.auth.deleteUser(uid);
  }

  async setRole(uid: string, role: Role): Promise<void> {
    const user = await this.auth.getUser(uid);
    await this.auth.setCustomUserClaims(uid, { ...user.customClaims, role });
  }

  revokeSessions(uid: string): Promise<void> {
    return this.auth.revokeRefreshTokens(uid);
  }

  async create(email: string, password: string): Promise<{ uid: string }> {
    try {
      const user = await this.auth.createUser({ email, password });
      return { uid: user.uid };
    } catch (error) {
      const code = codeOf(error);
      if (code === 'auth/email-already-exists') throw new FunctionError('already-exists', EMAIL_TAKEN_MESSAGE);
      if (code === 'auth/invalid-password') {
        throw new FunctionError('invalid-argument', 'Le mot de passe doit contenir au moins 6 caractères');
      }
      if (code === 'auth/invalid-email') throw new FunctionError('invalid-argument', 'Email invalide');
      throw error;
    }
  }
}
