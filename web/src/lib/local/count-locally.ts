import { SourceLimiter, countAudience, siteOfHostIn, type LocalStore } from '@comptoir/core';
import { readEnv } from '@/config/env';
import { browserPlatform } from '@/config/platform';

const limiter = new SourceLimiter();

/**
 * The sandbox's « Statistiques »: a page's beacon counted in the local store by the function's own
 * rules (same host resolution, robots left out, the same limit), so the demo shows its own visits.
 */
export async function countLocally(store: LocalStore, body: string): Promise<void> {
  await countAudience(
    store,
    {
      host: location.host,
      protocol: location.protocol === 'http:' ? 'http' : 'https',
      body,
      userAgent: navigator.userAgent,
      purpose: '',
      source: 'sandbox',
    },
    { siteOf: siteOfHostIn(store, browserPlatform(readEnv(), location)), limiter },
  );
}
