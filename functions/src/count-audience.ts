import { SourceLimiter, cachedFor, countAudience, siteOfHostIn } from '@comptoir/core';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import { audienceCounted } from './logs';
import { functionsPlatform, requestedHost } from './platform';
import './config';

/** A host's site is read once per 5 minutes per instance: a busy page's beacons cost no read each. */
const SITE_CACHE_MS = 5 * 60_000;
const siteOf = cachedFor(
  SITE_CACHE_MS,
  (host: string, protocol: 'http' | 'https', site: string) => `${protocol}://${host}?${site}`,
  // Read at the first beacon, not when the module loads (the deploy loads it too).
  (host, protocol, site) => siteOfHostIn(db(), functionsPlatform())(host, protocol, site),
);
const limiter = new SourceLimiter();

/**
 * POST /_/audience (Hosting rewrites it here, same origin as the page): one page view or tap of a
 * shop's public site, sent by `navigator.sendBeacon`. Answers 204 whatever happens, and stores
 * only the day's totals (docs/decisions.md, « Statistiques »): no address, no agent, no cookie.
 */
export const audience = onRequest({ concurrency: 80, memory: '256MiB' }, async (request, response) => {
  response.set('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).send('');
    return;
  }
  const { host, protocol } = requestedHost(request);
  const body: unknown = request.rawBody?.toString('utf8') ?? request.body;
  const outcome = await countAudience(
    db(),
    {
      host,
      protocol,
      body: typeof body === 'string' ? body : JSON.stringify(body ?? null),
      userAgent: request.get('user-agent') ?? '',
      purpose: `${request.get('sec-purpose') ?? ''} ${request.get('purpose') ?? ''}`,
      source: request.ip ?? '',
    },
    { siteOf, limiter },
  ).catch((error: unknown) => {
    audienceCounted('failed', error);
    return 'failed' as const;
  });
  if (outcome !== 'counted' && outcome !== 'failed') audienceCounted(outcome);
  response.status(204).send('');
});
