import { readFileSync } from 'node:fs';

type Emulators = Record<string, { host: string; port: number }>;

/** 'host:port' of an emulator as firebase.json sets it (a checkout may set other ports). */
export function emulatorAddress(name: 'firestore' | 'auth' | 'hub'): string {
  const { emulators } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    emulators: Emulators;
  };
  const { host, port } = emulators[name] ?? { host: '127.0.0.1', port: 0 };
  return `${host}:${port}`;
}
