import type { Env } from '@/config/env';
import { LiveCache } from '../live-cache';
import type { Services } from '../services';
import { TrackedReader, afterFirstPaint } from './after-first-paint';
import { initFirebaseApp } from './app';
import { toAuthError } from './auth-errors';
import { openFirestoreLite } from './firestore-lite-reader';
import { toFunctionError } from './functions-errors';
import { LazyAuth, LazyFunctions, LazyStorage, once } from './lazy-ports';
import { LiteFirstDataPort } from './lite-first-data-port';
import { toStorageError } from './storage-errors';

export type FirebaseEnv = Exclude<Env, { mode: 'sandbox' }>;

/** A failed chunk load reads like the port's other errors (French, shown as is). */
const failWith =
  (toPortError: (error: unknown) => Error) =>
  (error: unknown): never => {
    throw toPortError(error);
  };

/**
 * Emulator and production modes; loaded with a dynamic import so the sandbox build leaves Firebase
 * out. Only firebase/app and Firestore Lite are loaded before the first paint (DESIGN.md §8): the
 * full Firestore SDK follows once the first paint's reads are done (or a write needs it), every
 * other SDK when its port is first used.
 */
export async function createFirebaseServices(env: FirebaseEnv): Promise<Services> {
  const target = initFirebaseApp(env.firebase, env.mode === 'emulators');
  const reader = new TrackedReader(openFirestoreLite(target));
  const db = new LiteFirstDataPort(reader, () =>
    import('./firestore-driver').then(({ openFirestore }) => openFirestore(target)),
  );
  // Watches report a failed load themselves.
  void afterFirstPaint(reader).then(() => db.goLive().catch(() => undefined));

  const loadAuth = once(() => import('./auth-driver').then(({ openAuth }) => openAuth(target), failWith(toAuthError)));
  // Calls and uploads wait for Auth so that they carry a restored session, as when Auth loaded up front.
  const loadFunctions = once(() =>
    Promise.all([import('./functions-driver'), loadAuth()]).then(
      ([{ openFunctions }]) => openFunctions(target),
      failWith(toFunctionError),
    ),
  );
  const loadStorage = once(() =>
    Promise.all([import('./storage-driver'), loadAuth()]).then(
      ([{ openStorage }]) => openStorage(target),
      failWith(toStorageError),
    ),
  );

  return {
    mode: env.mode,
    db,
    auth: new LazyAuth(loadAuth),
    functions: new LazyFunctions(loadFunctions),
    storage: new LazyStorage(loadStorage),
    live: new LiveCache(),
  };
}
