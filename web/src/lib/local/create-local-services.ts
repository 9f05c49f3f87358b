import { LocalStore, type Persistence } from '@comptoir/core';
import { LiveCache } from '../live-cache';
import type { Services } from '../services';
import { broadcastChangeChannel } from './broadcast-change-channel';
import { IdbPersistence } from './idb-persistence';
import { LocalAuth, SESSION_KEY } from './local-auth';
import { LocalFileStorage } from './local-file-storage';
import { createLocalFunctions } from './local-functions';
import { ensureSeeded, reseed } from './seed-store';

export interface LocalServicesOptions {
  persistence?: Persistence;
  storage?: Storage;
  now?: () => Date;
  /** Tests may start from an empty store. */
  seed?: boolean;
}

/** Sandbox mode: every port served from the browser, seeded with the demo content on first visit. */
export async function createLocalServices(options: LocalServicesOptions = {}): Promise<Services> {
  const persistence = options.persistence ?? (await IdbPersistence.open());
  const channel = options.persistence ? undefined : broadcastChangeChannel();
  const store = await LocalStore.open(persistence, {
    ...(channel ? { channel } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.seed !== false) await ensureSeeded(store, options.now?.() ?? new Date());
  const sessionStorage = options.storage ?? localStorage;
  const auth = new LocalAuth(store, sessionStorage);
  return {
    mode: 'sandbox',
    db: store,
    auth,
    functions: createLocalFunctions(store, () => auth.currentCaller()),
    storage: new LocalFileStorage(),
    live: new LiveCache(),
    resetSandbox: async () => {
      await reseed(store, new Date());
      sessionStorage.removeItem(SESSION_KEY);
      await auth.refreshSession();
    },
  };
}
