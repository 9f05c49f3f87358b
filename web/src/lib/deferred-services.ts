import type { Env } from '@/config/env';
import { LazyAuth, LazyDataPort, LazyFunctions, LazyStorage, once } from './lazy-ports';
import type { LiveCache } from './live-cache';
import { loadServices } from './load-services';
import type { Services } from './services';

/**
 * The services of a server-rendered page: it hydrates from its snapshot before any driver loads
 * (the Firebase SDKs stay out of its first JavaScript); the mode's drivers load on first use — the
 * live listeners once the page is idle, a form's write, a sign-in.
 */
export function deferredServices(env: Env, live: LiveCache, { calling = false } = {}): Services {
  const load = once(() => loadServices(env, live, { calling }));
  // A press held for the app will call a function: its drivers load beside the hydration, not after it.
  if (calling) void load().catch(() => undefined);
  return {
    mode: env.mode,
    live,
    db: new LazyDataPort(async () => (await load()).db),
    auth: new LazyAuth(async () => (await load()).auth),
    functions: new LazyFunctions(async () => (await load()).functions),
    storage: new LazyStorage(async () => (await load()).storage),
  };
}
