import { platformOf, type Platform } from '@comptoir/core';
import type { Request } from 'firebase-functions/v2/https';
import { APP_URL } from './config';

/**
 * The platform's own hosts: its public address (`APP_URL`, also the canonical address every other
 * host is given), the project's Hosting domains, and in the emulators the loopback hosts.
 */
export function functionsPlatform(): Platform {
  return platformOf({
    appUrl: APP_URL.value(),
    projectId: process.env.GCLOUD_PROJECT ?? null,
    local: process.env.FUNCTIONS_EMULATOR === 'true',
  });
}

/**
 * The host a request names (Hosting passes the visited one in X-Forwarded-Host) and its scheme.
 * Anyone calling the function directly can forge both: they only select among the hosts the
 * platform knows (`resolveRequestSite`), never reach a page as written.
 */
export function requestedHost(request: Request): { host: string; protocol: 'http' | 'https' } {
  const host = request.get('x-forwarded-host') ?? request.get('host') ?? '';
  const protocol = request.get('x-forwarded-proto') === 'http' || request.protocol === 'http' ? 'http' : 'https';
  return { host, protocol };
}
