import { resolveHost } from '@comptoir/core';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import './config';
import { siteResolved } from './logs';

/** The CDN keeps answers per URL: a found site for 5 minutes, a miss for 1 (a new mapping shows up soon). */
export const CACHE_FOUND = 'public, max-age=60, s-maxage=300';
export const CACHE_MISSING = 'public, max-age=30, s-maxage=60';

/**
 * GET /resolveSite?host=<host> (or the request's own host behind Hosting) → {siteId, customDomain},
 * 404 when no active mapping matches. With ?host= the answer depends only on the URL, so the CDN can
 * serve repeats; without, on the host headers, which the answer's Vary names.
 */
export const resolveSite = onRequest({ cors: true }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const queried = request.query.host;
  const host = typeof queried === 'string' ? queried : (request.get('x-forwarded-host') ?? request.hostname ?? '');
  // Without ?host= the answer depends on the request's host headers: caches must keep one per host.
  if (typeof queried !== 'string') {
    const vary = response.getHeader('Vary');
    response.set('Vary', [vary ? String(vary) : '', 'X-Forwarded-Host, Host'].filter(Boolean).join(', '));
  }
  const resolution = await resolveHost(db(), host);
  siteResolved(host, resolution);
  if (!resolution) {
    response.set('Cache-Control', CACHE_MISSING).status(404).json({ error: 'not-found' });
    return;
  }
  response.set('Cache-Control', CACHE_FOUND).status(200).json(resolution);
});
