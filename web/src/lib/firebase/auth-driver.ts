import { AuthError, createStream, type AuthPort, type SessionUser, type Stream } from '@comptoir/core';
import {
  EmailAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMULATORS, type FirebaseTarget } from './app';
import { roleFromClaims, toAuthError, type AuthMessages } from './auth-errors';
import { firebaseErrorCode } from './error-code';

type Emit = (user: User | null) => void;

async function toSessionUser(user: User): Promise<SessionUser> {
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous, role: roleFromClaims(claims) };
}

async function guard<T>(action: () => Promise<T>, messages?: AuthMessages): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toAuthError(error, messages);
  }
}

/** The AuthPort over Firebase Auth: email/password accounts, anonymous visitors, role from the ID token. */
export class FirebaseAuthDriver implements AuthPort {
  private readonly watchers = new Set<Emit>();
  /** The visitor's account being made: asked twice meanwhile, it is made once. */
  private visiting: Promise<SessionUser> | null = null;

  constructor(private readonly auth: Auth) {}

  watchSession(): Stream<SessionUser | null> {
    return createStream((observer) => {
      let active = true;
      let latest = 0;
      // Reading the claims is async: only the answer for the latest change may be emitted.
      const emit: Emit = (user) => {
        const turn = ++latest;
        const current = () => active && turn === latest;
        void (user ? toSessionUser(user) : Promise.resolve(null)).then(
          (session) => {
            if (current()) observer.next(session);
          },
          (error: unknown) => {
            if (current()) observer.error?.(error);
          },
        );
      };
      this.watchers.add(emit);
      const stop = onIdTokenChanged(this.auth, emit, (error) => observer.error?.(error));
      return () => {
        active = false;
        this.watchers.delete(emit);
        stop();
      };
    });
  }

  signIn(email: string, password: string): Promise<SessionUser> {
    return guard(async () => toSessionUser((await signInWithEmailAndPassword(this.auth, email.trim(), password)).user));
  }

  signOut(): Promise<void> {
    return guard(() => signOut(this.auth));
  }

  ensureVisitor(): Promise<SessionUser> {
    this.visiting ??= guard(async () => {
      await this.auth.authStateReady();
      return toSessionUser(this.auth.currentUser ?? (await signInAnonymously(this.auth)).user);
    }).finally(() => {
      this.visiting = null;
    });
    return this.visiting;
  }

  /** Firebase sends a confirmation link to the new address; the email changes once it is followed. */
  async updateEmail(email: string): Promise<void> {
    const user = this.requireAccount();
    await guard(() => verifyBeforeUpdateEmail(user, email.trim()));
  }

  async updatePassword(currentPassword: string, newPassword: string): Promise<void> {
    const user = this.requireAccount();
    const credential = EmailAuthProvider.credential(user.email, currentPassword);
    await guard(() => reauthenticateWithCredential(user, credential), {
      'invalid-credentials': 'Le mot de passe actuel est incorrect.',
    });
    await guard(() => updatePassword(user, newPassword));
  }

  async refreshSession(): Promise<void> {
    await this.auth.authStateReady();
    const user = this.auth.currentUser;
    if (!user) return;
    await guard(() => user.getIdToken(true));
    this.watchers.forEach((emit) => emit(user));
  }

  async sendPasswordReset(email: string): Promise<void> {
    try {
      await sendPasswordResetEmail(this.auth, email.trim());
    } catch (error) {
      // Projects without email-enumeration protection say so; the answer must not.
      if (firebaseErrorCode(error) === 'auth/user-not-found') return;
      throw toAuthError(error);
    }
  }

  private requireAccount(): User & { email: string } {
    const user = this.auth.currentUser;
    if (!user || user.isAnonymous || !user.email) {
      throw new AuthError('requires-recent-login', 'Vous devez être connecté.');
    }
    return user as User & { email: string };
  }
}

export function openAuth({ app, emulators }: FirebaseTarget): FirebaseAuthDriver {
  // Email/password and anonymous sign-in only: no popup/redirect resolver, which keeps it out of the bundle.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulators) connectAuthEmulator(auth, `http://${EMULATORS.host}:${EMULATORS.auth}`, { disableWarnings: true });
  return new FirebaseAuthDriver(auth);
}
