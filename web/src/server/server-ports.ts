import type { AuthPort, FunctionsPort, StoragePort } from '@comptoir/core';

/** A port no server render may use: every member throws when called (they only run in handlers). */
function unavailable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, member) => () => {
      throw new Error(`${name}.${String(member)} n’est pas disponible pendant un rendu serveur`);
    },
  });
}

/** Sign-in, callables and uploads belong to the browser: a server render has none of them. */
export function serverPorts(): { auth: AuthPort; functions: FunctionsPort; storage: StoragePort } {
  return {
    auth: unavailable<AuthPort>('auth'),
    functions: unavailable<FunctionsPort>('functions'),
    storage: unavailable<StoragePort>('storage'),
  };
}
