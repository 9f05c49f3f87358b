import { LocalStore } from '../../local/local-store';
import { MemoryPersistence } from '../../local/persistence';
import type { Role } from '../../port/auth-port';
import type { Data } from '../../port/data-port';
import { FunctionError } from '../../port/functions-port';
import { EMAIL_TAKEN_MESSAGE, type Account, type AccountsPort } from '../accounts-port';
import type { Caller } from '../caller';
import type { EmailMessage, Mailer } from '../mailer';

/** A store holding the given documents, as the functions or the sandbox would see them. */
export async function storeWith(docs: Record<string, Data> = {}): Promise<LocalStore> {
  const store = await LocalStore.open(new MemoryPersistence());
  await store.batch(Object.entries(docs).map(([path, data]) => ({ kind: 'set' as const, path, data })));
  return store;
}

export const visitor = (uid = 'visitor-1'): Caller => ({ uid, role: 'user', isAnonymous: true });
export const user = (uid: string): Caller => ({ uid, role: 'user', isAnonymous: false });
export const admin = (uid = 'admin-1'): Caller => ({ uid, role: 'admin', isAnonymous: false });

/** The platform sender the recording mailer sends from. */
export const PLATFORM_SENDER = 'notifications@comptoir.test';

/** A mailer that keeps what it was given; `fail` makes the provider refuse. */
export function recordingMailer(
  options: { delivers?: boolean; fail?: string } = {},
): Mailer & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return {
    sent,
    delivers: options.delivers ?? false,
    sender: PLATFORM_SENDER,
    send: (message) => {
      if (options.fail) return Promise.reject(new Error(options.fail));
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/** Accounts in memory, with what the operations did to them. */
export function memoryAccounts(initial: Account[] = []) {
  const accounts = new Map(initial.map((account) => [account.uid, { ...account }]));
  const revoked: string[] = [];
  let next = 0;
  const port: AccountsPort = {
    find: (uid) => Promise.resolve(accounts.get(uid) ?? null),
    setRole: (uid, role: Role) => {
      const account = accounts.get(uid);
      if (account) account.role = role;
      return Promise.resolve();
    },
    revokeSessions: (uid) => {
      revoked.push(uid);
      return Promise.resolve();
    },
    create: (email) => {
      if ([...accounts.values()].some((account) => account.email === email)) {
        return Promise.reject(new FunctionError('already-exists', EMAIL_TAKEN_MESSAGE));
      }
      const uid = `new-${++next}`;
      accounts.set(uid, { uid, email, role: 'user' });
      return Promise.resolve({ uid });
    },
    findByEmail: (email) => Promise.resolve([...accounts.values()].find((account) => account.email === email) ?? null),
    remove: (uid) => {
      accounts.delete(uid);
      return Promise.resolve();
    },
  };
  return { port, accounts, revoked };
}

/** The error code an operation failed with ('ok' when it did not fail). */
export function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof FunctionError ? error.code : `unexpected: ${String(error)}`),
  );
}
