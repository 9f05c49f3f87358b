import { LiveCache } from '../live-cache';
import type { Services } from '../services';
import { initFirebase, type FirebaseEnv } from './app';
import { FirebaseAuthDriver } from './auth-driver';
import { FirestoreDriver } from './firestore-driver';
import { FirebaseFunctionsDriver } from './functions-driver';
import { FirebaseStorageDriver } from './storage-driver';

/** Emulator and production modes; loaded with a dynamic import so the sandbox build leaves Firebase out. */
export async function createFirebaseServices(env: FirebaseEnv): Promise<Services> {
  const clients = initFirebase(env);
  return {
    mode: env.mode,
    db: new FirestoreDriver(clients.firestore),
    auth: new FirebaseAuthDriver(clients.auth),
    functions: new FirebaseFunctionsDriver(clients.functions),
    storage: new FirebaseStorageDriver(clients.storage),
    live: new LiveCache(),
  };
}
