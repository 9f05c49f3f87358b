import type { Env } from '@/config/env';
import type { LiveCache } from './live-cache';
import type { Services } from './services';

/**
 * Loads only the chosen mode's drivers. The mode is a build-time constant, so the sandbox build
 * contains no Firebase SDK and the Firebase builds contain no local driver. A server-rendered page
 * gives the cache its snapshot (Firebase modes only: the sandbox is never rendered on a server).
 */
export async function loadServices(env: Env, live?: LiveCache, options?: { calling?: boolean }): Promise<Services> {
  if (import.meta.env.VITE_COMPTOIR_MODE === 'sandbox' || env.mode === 'sandbox') {
    const { createLocalServices } = await import('./local/create-local-services');
    return createLocalServices();
  }
  const { createFirebaseServices } = await import('./firebase/create-firebase-services');
  return createFirebaseServices(env, live, options);
}
