import { readFileSync } from 'node:fs';

/** The project the emulators run (`firebase emulators:exec --project demo-comptoir`, singleProjectMode). */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-comptoir';

export const repoFile = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

const configured = (
  JSON.parse(repoFile('firebase.json')) as { emulators: Record<string, { host: string; port: number }> }
).emulators;
/** 'host:port' of an emulator as firebase.json sets it. */
const fromConfig = (name: string) => `${configured[name]?.host ?? '127.0.0.1'}:${configured[name]?.port ?? 0}`;

const hostAndPort = (address: string) => {
  const separator = address.lastIndexOf(':');
  return { host: address.slice(0, separator), port: Number(address.slice(separator + 1)) };
};

/** 'host:port' from the variable `firebase emulators:exec` sets, or the port set in firebase.json. */
export const emulatorAddress = (variable: string, fallback: string) => hostAndPort(process.env[variable] ?? fallback);

export const FIRESTORE = emulatorAddress('FIRESTORE_EMULATOR_HOST', fromConfig('firestore'));
/** Set only when the Storage emulator runs (its rules runtime is a download some machines cannot make). */
export const STORAGE = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  ? emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST', '')
  : undefined;
export const STORAGE_SKIP_REASON =
  'skipped: the Storage emulator is not running on this machine (see `npm run emulators`)';
export const AUTH = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST', fromConfig('auth'));
export const FUNCTIONS = hostAndPort(fromConfig('functions'));

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
