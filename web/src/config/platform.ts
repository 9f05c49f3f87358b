import { platformOf, type Platform } from '@comptoir/core';
import type { Env } from './env';

/**
 * The platform's own hosts as a page rendered in the browser knows them (a page rendered on the
 * server carries the server's): locally the loopback hosts, in production the project's Hosting
 * domains and its sign-in domain.
 */
export function browserPlatform(env: Env, location: Pick<Location, 'protocol' | 'port'>): Platform {
  if (env.mode === 'production') {
    const { authDomain, projectId } = env.firebase;
    return platformOf({ appUrl: `https://${authDomain}`, projectId, local: false });
  }
  const port = location.port ? `:${location.port}` : '';
  return platformOf({ appUrl: `${location.protocol}//127.0.0.1${port}`, projectId: null, local: true });
}
