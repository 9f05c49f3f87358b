import { readFileSync } from 'node:fs';

/** The project the emulators run (`firebase emulators:exec --project demo-comptoir`, singleProjectMode). */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-comptoir';

/** 'host:port' from the variable `firebase emulators:exec` sets, or the port fixed in firebase.json. */
export function emulatorAddress(variable: string, fallback: string): { host: string; port: number } {
  const address = process.env[variable] ?? fallback;
  const separator = address.lastIndexOf(':');
  return { host: address.slice(0, separator), port: Number(address.slice(separator + 1)) };
}

export const FIRESTORE = emulatorAddress('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
/** Set only when the Storage emulator runs (its rules runtime is a download some machines cannot make). */
export const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  ? emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST', '')
  : undefined;
export const STORAGE_SKIP_REASON =
  'skipped: the Storage emulator is not running on this machine (see `npm run emulators`)';
export const AUTH = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');

export const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

const functionsEmulator = (JSON.parse(repoFile('firebase.json')) as { emulators: { functions: { port: number } } })
  .emulators.functions;
/** `emulators:exec` names no variable for the Functions emulator: its port is firebase.json's. */
export const FUNCTIONS = { host: '127.0.0.1', port: functionsEmulator.port };

/** Polls until `read` returns a value (triggers run asynchronously in the emulator). */
export async function eventually<T>(read: () => Promise<T | null | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing arrived within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
