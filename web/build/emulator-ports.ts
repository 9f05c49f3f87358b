import { readFileSync } from 'node:fs';

type Ports = Record<'auth' | 'firestore' | 'functions' | 'storage', { port: number }>;

/**
 * The Emulator Suite's ports as firebase.json sets them, for the app's `__EMULATOR_PORTS__`: a
 * checkout with other ports (two people testing at once on one machine) reaches its own emulators.
 */
export function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Ports;
  };
  return {
    firestore: emulators.firestore.port,
    auth: emulators.auth.port,
    functions: emulators.functions.port,
    storage: emulators.storage.port,
  };
}
