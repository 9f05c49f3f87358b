import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import type { Env } from '@/config/env';

export type FirebaseEnv = Exclude<Env, { mode: 'sandbox' }>;

/** Where the callable functions are deployed; the functions package deploys to the same region. */
export const FUNCTIONS_REGION = 'europe-west1';

/** The Emulator Suite's fixed ports, as set in firebase.json. */
export const EMULATORS = { host: '127.0.0.1', firestore: 8080, auth: 9099, functions: 5001, storage: 9199 } as const;

export interface FirebaseClients {
  app: FirebaseApp;
  firestore: Firestore;
  auth: Auth;
  functions: Functions;
  storage: FirebaseStorage;
}

export function initFirebase(env: FirebaseEnv): FirebaseClients {
  const app = initializeApp(env.firebase);
  // Optional form fields arrive as undefined; the local driver accepts them, so Firestore must too.
  const firestore = initializeFirestore(app, { ignoreUndefinedProperties: true });
  // Email/password and anonymous sign-in only: no popup/redirect resolver, which keeps it out of the bundle.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const storage = getStorage(app);
  if (env.mode === 'emulators') {
    const { host } = EMULATORS;
    connectFirestoreEmulator(firestore, host, EMULATORS.firestore);
    connectAuthEmulator(auth, `http://${host}:${EMULATORS.auth}`, { disableWarnings: true });
    connectFunctionsEmulator(functions, host, EMULATORS.functions);
    connectStorageEmulator(storage, host, EMULATORS.storage);
  }
  return { app, firestore, auth, functions, storage };
}
