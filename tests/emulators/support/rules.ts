import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { basename } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIRESTORE, STORAGE, repoFile } from './emulators';

/** The four kinds of caller (see docs/security.md), plus a visitor signed in anonymously. */
export type Role = 'visitor' | 'anonymous' | 'owner' | 'otherOwner' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'anonymous', 'owner', 'otherOwner', 'admin'];

export const SITE = 'site-a';
export const OTHER_SITE = 'site-b';
export const UIDS = { anonymous: 'visitor-1', owner: 'owner-a', otherOwner: 'owner-b', admin: 'admin-1' } as const;

/**
 * Each rules file has a project of its own in the emulators, apart from the app's: the functions'
 * triggers never run for what a rules test writes (the emulator tier's other files need them on).
 */
const fileProject = () =>
  `demo-rules-${basename(expect.getState().testPath ?? 'file', '.test.ts').replace(/[^a-z0-9]+/g, '-')}`;

let env: RulesTestEnvironment | undefined;
/** One client per role for the file: opening a Firestore client costs more than most rules checks. */
const contexts = new Map<Role, ReturnType<RulesTestEnvironment['unauthenticatedContext']>>();
/** The file's client with rules off (the emulator's `owner` token), for seeding as the Admin SDK would. */
let server: { app: FirebaseApp; db: Firestore } | undefined;

function serverDb(): Firestore {
  if (!server) {
    const app = initializeApp({ projectId: fileProject() }, `rules-server-${Date.now()}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port, { mockUserToken: 'owner' });
    server = { app, db };
  }
  return server.db;
}

// Every denied write is expected here; the SDK would log each one as a warning.
setLogLevel('error');

/** One test environment per file, in the file's project, with both rules files loaded (Storage's when it runs). */
export function useRulesEnvironment(): () => RulesTestEnvironment {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: fileProject(),
      firestore: { rules: repoFile('firestore.rules'), host: FIRESTORE.host, port: FIRESTORE.port },
      ...(STORAGE ? { storage: { rules: repoFile('storage.rules'), host: STORAGE.host, port: STORAGE.port } } : {}),
    });
  });
  afterAll(async () => {
    contexts.clear();
    if (server) await deleteApp(server.app);
    server = undefined;
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules test environment is not ready');
    return env;
  };
}

function context(role: Role) {
  const current = env;
  if (!current) throw new Error('The rules test environment is not ready');
  let opened = contexts.get(role);
  if (!opened) {
    opened = openContext(current, role);
    contexts.set(role, opened);
  }
  return opened;
}

function openContext(current: RulesTestEnvironment, role: Role) {
  switch (role) {
    case 'visitor':
      return current.unauthenticatedContext();
    case 'anonymous':
      return current.authenticatedContext(UIDS.anonymous, { firebase: { sign_in_provider: 'anonymous' } });
    case 'admin':
      return current.authenticatedContext(UIDS.admin, { role: 'admin' });
    default:
      return current.authenticatedContext(UIDS[role]);
  }
}

/** The modular API accepts the compat instance rules-unit-testing returns. */
export const dbAs = (role: Role) => context(role).firestore() as unknown as Firestore;
export const storageAs = (role: Role) => context(role).storage();

/** Deletes a document as the Admin SDK would: rules off. */
export async function removeAsServer(path: string): Promise<void> {
  await deleteDoc(doc(serverDb(), path));
}

/** Writes documents as the Admin SDK would: rules off. */
export async function seed(docs: Record<string, Record<string, unknown>>): Promise<void> {
  const current = env;
  if (!current) throw new Error('The rules test environment is not ready');
  await current.clearFirestore();
  const db = serverDb();
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
  await batch.commit();
}

/** One rules case: `it('allows …')` with assertSucceeds or `it('denies …')` with assertFails. */
export function allows(title: string, run: () => Promise<unknown>): void {
  it(`allows ${title}`, async () => {
    await assertSucceeds(run());
  });
}

export function denies(title: string, run: () => Promise<unknown>): void {
  it(`denies ${title}`, async () => {
    await assertFails(run());
  });
}

/** A visitor's counters after their first public submission, naming it. */
export const firstSubmission = (path: string) => ({
  minuteStart: serverTimestamp(),
  minuteCount: 1,
  dayStart: serverTimestamp(),
  dayCount: 1,
  lastLead: path,
});

/**
 * A public submission as the app sends it: the visitor's counters and the document in one batch.
 * A signed-out visitor has no counters: the document alone is sent (and refused).
 */
export function submitAs(
  role: Role,
  path: string,
  data: Record<string, unknown>,
  quota: Record<string, unknown> = firstSubmission(path),
): Promise<void> {
  const db = dbAs(role);
  if (role === 'visitor') return setDoc(doc(db, path), data);
  const batch = writeBatch(db);
  batch.set(doc(db, `visitorQuotas/${UIDS[role]}`), quota);
  batch.set(doc(db, path), data);
  return batch.commit();
}
