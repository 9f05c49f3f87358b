import { FUNCTIONS_REGION, FunctionError, type CallableName, type Callables } from '@comptoir/core';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { getApps as getAdminApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { activateAppCheck } from '../../../web/src/lib/firebase/app-check';
import { FirebaseFunctionsDriver } from '../../../web/src/lib/firebase/functions-driver';
import { AUTH, FUNCTIONS, PROJECT_ID } from './emulators';

/** The Admin SDK, as the seed and the functions use it (the emulators' hosts come from the env). */
export function admin() {
  const app = getAdminApps()[0] ?? initializeAdmin({ projectId: PROJECT_ID });
  return { db: getAdminFirestore(app), auth: getAdminAuth(app) };
}

/**
 * An account as createUserAccount or make-admin leave it: the Auth account, its claim and its
 * users/{uid} mirror (only a platform user may sign in with a password).
 */
export async function provisionAccount(
  account: { uid: string; email: string; password: string },
  role: 'admin' | 'user' = 'user',
): Promise<void> {
  const { auth, db } = admin();
  await auth.deleteUser(account.uid).catch(() => undefined);
  await auth.createUser(account);
  if (role === 'admin') await auth.setCustomUserClaims(account.uid, { role });
  await db.doc(`users/${account.uid}`).set({ email: account.email, role, createdAt: new Date() });
}

let apps = 0;
const opened: FirebaseApp[] = [];

/**
 * A browser-like client: its own app and auth session, calling the functions through the web
 * app's own FunctionsPort driver (errors arrive as FunctionError with the server's French message).
 */
export function browserClient() {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `client-${++apps}`);
  opened.push(app);
  const auth: Auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, FUNCTIONS.host, FUNCTIONS.port);
  // As the app does in the emulators: every call carries the emulators' App Check token.
  activateAppCheck({ app, emulators: true });
  const driver = new FirebaseFunctionsDriver(functions);
  return {
    auth,
    signInAnonymously: () => signInAnonymously(auth),
    signIn: (email: string, password: string) => signInWithEmailAndPassword(auth, email, password),
    /** `input` is unknown on purpose: the suites also send what the schemas must refuse. */
    call: <N extends CallableName>(name: N, input: unknown): Promise<Callables[N]['output']> =>
      driver.call(name, input as Callables[N]['input']),
  };
}

export async function closeClients(): Promise<void> {
  await Promise.all(opened.splice(0).map((app) => deleteApp(app)));
}

/** The FunctionError code of a failed call, or 'ok'. */
export function callCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof FunctionError ? error.code : `unexpected: ${String(error)}`),
  );
}

export const functionUrl = (name: string) =>
  `http://${FUNCTIONS.host}:${FUNCTIONS.port}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
