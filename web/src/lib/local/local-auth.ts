import {
  AuthError,
  SANDBOX_ACCOUNTS,
  accountAddressFields,
  createStream,
  roleSchema,
  sandboxPasswordHash,
  type AuthPort,
  type Caller,
  type Doc,
  type LocalStore,
  type SessionUser,
  type Stream,
  type Unsubscribe,
} from '@comptoir/core';

export const SESSION_KEY = 'comptoir.sandbox.session';

interface StoredSession {
  uid: string;
  anonymous: boolean;
}

export const accountPath = (uid: string) => `${SANDBOX_ACCOUNTS}/${uid}`;

function toSessionUser(doc: Doc): SessionUser {
  const role = roleSchema.safeParse(doc.data.role);
  return {
    uid: doc.id,
    email: typeof doc.data.email === 'string' ? doc.data.email : null,
    isAnonymous: false,
    role: role.success ? role.data : 'user',
  };
}

/**
 * Sandbox sign-in against the demo accounts kept in the local store. The session lives in
 * localStorage (shared by the tabs of this origin); the role is read live from the account,
 * so a role change reaches an open session without signing out, as a refreshed claim would.
 */
export class LocalAuth implements AuthPort {
  private readonly changed = new Set<() => void>();

  constructor(
    private readonly store: LocalStore,
    private readonly storage: Storage = localStorage,
  ) {
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === SESSION_KEY) this.notify();
      });
    }
  }

  watchSession(): Stream<SessionUser | null> {
    return createStream((observer) => {
      let stopAccount: Unsubscribe | undefined;
      const update = () => {
        stopAccount?.();
        stopAccount = undefined;
        const session = this.readSession();
        if (!session) return observer.next(null);
        if (session.anonymous) return observer.next(this.visitor(session.uid));
        stopAccount = this.store.watchDoc(accountPath(session.uid)).subscribe({
          next: (doc) => observer.next(doc ? toSessionUser(doc) : null),
          error: observer.error,
        });
      };
      this.changed.add(update);
      update();
      return () => {
        this.changed.delete(update);
        stopAccount?.();
      };
    });
  }

  async signIn(email: string, password: string): Promise<SessionUser> {
    const account = await this.findByEmail(email);
    if (!account || account.data.passwordHash !== (await sandboxPasswordHash(password))) {
      throw new AuthError('invalid-credentials', 'Email ou mot de passe incorrect.');
    }
    this.writeSession({ uid: account.id, anonymous: false });
    return toSessionUser(account);
  }

  signOut(): Promise<void> {
    this.storage.removeItem(SESSION_KEY);
    this.notify();
    return Promise.resolve();
  }

  async ensureVisitor(): Promise<SessionUser> {
    const current = await this.currentUser();
    if (current) return current;
    const session = { uid: `visitor-${this.store.newId()}`, anonymous: true };
    this.writeSession(session);
    return this.visitor(session.uid);
  }

  async updateEmail(email: string): Promise<void> {
    const uid = this.requireAccount();
    const taken = await this.findByEmail(email);
    if (taken && taken.id !== uid) throw new AuthError('email-in-use', 'Cette adresse email est déjà utilisée.');
    const normalised = email.trim().toLowerCase();
    await this.store.batch([
      { kind: 'update', path: accountPath(uid), patch: { email: normalised } },
      { kind: 'set', path: `users/${uid}`, data: accountAddressFields(normalised), options: { merge: true } },
    ]);
  }

  async updatePassword(currentPassword: string, newPassword: string): Promise<void> {
    const uid = this.requireAccount();
    const account = await this.store.get(accountPath(uid));
    if (!account || account.data.passwordHash !== (await sandboxPasswordHash(currentPassword))) {
      throw new AuthError('invalid-credentials', 'Le mot de passe actuel est incorrect.');
    }
    if (newPassword.length < 6)
      throw new AuthError('weak-password', 'Le mot de passe doit contenir au moins 6 caractères');
    await this.store.update(accountPath(uid), { passwordHash: await sandboxPasswordHash(newPassword) });
  }

  refreshSession(): Promise<void> {
    this.notify();
    return Promise.resolve();
  }

  /** The sandbox sends no email: the login page says the demo accounts' password instead. */
  sendPasswordReset(): Promise<void> {
    return Promise.resolve();
  }

  /** The caller the local functions driver acts for. */
  async currentCaller(): Promise<Caller | null> {
    const user = await this.currentUser();
    return user ? { uid: user.uid, role: user.role, isAnonymous: user.isAnonymous } : null;
  }

  private async currentUser(): Promise<SessionUser | null> {
    const session = this.readSession();
    if (!session) return null;
    if (session.anonymous) return this.visitor(session.uid);
    const account = await this.store.get(accountPath(session.uid));
    return account ? toSessionUser(account) : null;
  }

  private requireAccount(): string {
    const session = this.readSession();
    if (!session || session.anonymous) throw new AuthError('requires-recent-login', 'Vous devez être connecté.');
    return session.uid;
  }

  private async findByEmail(email: string): Promise<Doc | undefined> {
    const found = await this.store.query(SANDBOX_ACCOUNTS, { where: [['email', '==', email.trim().toLowerCase()]] });
    return found[0];
  }

  private visitor(uid: string): SessionUser {
    return { uid, email: null, isAnonymous: true, role: 'user' };
  }

  private readSession(): StoredSession | null {
    const raw = this.storage.getItem(SESSION_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredSession>;
      return typeof parsed.uid === 'string' ? { uid: parsed.uid, anonymous: parsed.anonymous === true } : null;
    } catch {
      return null;
    }
  }

  private writeSession(session: StoredSession): void {
    this.storage.setItem(SESSION_KEY, JSON.stringify(session));
    this.notify();
  }

  private notify(): void {
    this.changed.forEach((update) => update());
  }
}
