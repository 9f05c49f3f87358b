import { AuthError, FunctionError } from '@comptoir/core';
import type { Env } from '@/config/env';
import { isAdminPath } from '@/config/paths';
import { LiveCache } from '../live-cache';
import type { Services } from '../services';
import { TrackedReader, afterFirstPaint } from './after-first-paint';
import { initFirebaseApp } from './app';
import { activateAppCheck, appCheckToken } from './app-check';
import { LazyAuth, LazyFunctions, LazyStorage, once } from '../lazy-ports';
import { LiteFirstDataPort } from './lite-first-data-port';
import { PublicDocReader } from './public-doc-reader';
import { readMeter } from './read-meter';
import { OFFLINE_MESSAGE } from './offline-message';

export type FirebaseEnv = Exclude<Env, { mode: 'sandbox' }>;

/**
 * A code chunk that cannot load fails like the port's other network errors (French, shown as is).
 * The ports' full error translations live in their drivers, out of the first paint's bundle.
 */
const failWith =
  (portError: () => Error) =>
  (cause: unknown): never => {
    const error = portError();
    error.cause = cause;
    throw error;
  };
const offlineAuth = () => new AuthError('network', OFFLINE_MESSAGE);
const offlineFunctions = () => new FunctionError('unavailable', OFFLINE_MESSAGE);
const offlineStorage = () => new Error(OFFLINE_MESSAGE);

/**
 * Emulator and production modes; loaded with a dynamic import so the sandbox build leaves Firebase
 * out. A server-rendered page loads this module only once it is idle (its data came with it); a
 * page rendered in the browser loads firebase/app and App Check first, gets its public documents
 * over HTTP, and Firestore Lite when it reads anything else (the back office). The full Firestore
 * SDK follows once the first reads are done (or a write needs it), every other SDK when its port is
 * first used.
 */
export async function createFirebaseServices(
  env: FirebaseEnv,
  live = new LiveCache(),
  { calling = false }: { calling?: boolean } = {},
): Promise<Services> {
  const target =
    env.mode === 'emulators' ? initFirebaseApp(env.firebase, true) : initFirebaseApp(env.firebase, false, env.appCheck);
  // Before any Firestore request: Firestore can require App Check (docs/deploy.md).
  activateAppCheck(target);
  if (env.mode === 'emulators') Object.assign(globalThis, { comptoirReads: readMeter });
  const lite = once(() => import('./firestore-lite-reader').then(({ openFirestoreLite }) => openFirestoreLite(target)));
  const reader = new TrackedReader(new PublicDocReader(target, () => appCheckToken(target), lite));
  const db = new LiteFirstDataPort(reader, () =>
    import('./firestore-driver').then(({ openFirestore }) => {
      readMeter.live = true;
      return openFirestore(target);
    }),
  );
  // Watches report a failed load themselves.
  void afterFirstPaint(reader).then(() => db.goLive().catch(() => undefined));

  const loadAuth = once(() => import('./auth-driver').then(({ openAuth }) => openAuth(target), failWith(offlineAuth)));
  // The back office's first reads are Lite's, and wait for the session: both are fetched with the
  // page's own code, not after it (the session is restored while the screen's code loads).
  if (isAdminPath(location.pathname)) {
    void lite().catch(() => undefined);
    void loadAuth().catch(() => undefined);
  }
  // Calls and uploads wait for Auth so that they carry a restored session, as when Auth loaded up front.
  const loadFunctions = once(() =>
    Promise.all([import('./functions-driver'), loadAuth()]).then(
      ([{ openFunctions }]) => openFunctions(target),
      failWith(offlineFunctions),
    ),
  );
  // A call is coming (a press or a form held before the page's app): Functions and Auth load now,
  // and the visitor's account (every visitor's write carries one) is restored or made meanwhile.
  if (calling) {
    void loadFunctions().catch(() => undefined);
    void loadAuth()
      .then((auth) => auth.ensureVisitor())
      .catch(() => undefined);
  }
  const loadStorage = once(() =>
    Promise.all([import('./storage-driver'), loadAuth()]).then(
      ([{ openStorage }]) => openStorage(target),
      failWith(offlineStorage),
    ),
  );

  return {
    mode: env.mode,
    db,
    auth: new LazyAuth(loadAuth),
    functions: new LazyFunctions(loadFunctions),
    storage: new LazyStorage(loadStorage),
    live,
  };
}
