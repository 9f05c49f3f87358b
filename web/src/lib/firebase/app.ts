import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';

/** The Emulator Suite's ports, as set in firebase.json (read by vite.config.ts). */
export const EMULATORS = { host: '127.0.0.1', ...__EMULATOR_PORTS__ } as const;

/**
 * The app every SDK attaches to when it is first needed, and whether it talks to the Emulator Suite.
 * Only firebase/app is imported here: each SDK is set up by its own driver module, loaded on demand.
 */
export interface FirebaseTarget {
  app: FirebaseApp;
  emulators: boolean;
  /** Production's App Check; the emulators use their own stand-in token (see app-check.ts). */
  appCheck?: { siteKey: string; debugToken?: string };
}

export function initFirebaseApp(
  config: FirebaseOptions,
  emulators: boolean,
  appCheck?: FirebaseTarget['appCheck'],
): FirebaseTarget {
  return { app: initializeApp(config), emulators, ...(appCheck && { appCheck }) };
}
