import { crawlFile, type CrawlFilePath } from '@comptoir/core';
import { onRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import { functionsPlatform, requestedHost } from './platform';
import './config';

/**
 * Repeats come from the CDN, kept per host; after a change a crawler may read the old file for an
 * hour, and during an outage the CDN keeps serving the last good one for a week.
 */
export const CRAWL_FILE_CACHE =
  'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=604800';

const PATHS: readonly string[] = ['/robots.txt', '/sitemap.xml'] satisfies CrawlFilePath[];

/** GET /robots.txt and /sitemap.xml of the visited host (Hosting rewrites both here). */
export const crawlFiles = onRequest(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).send('');
    return;
  }
  // Hosting passes the rewritten path as is.
  const path = PATHS.find((candidate) => request.path === candidate);
  response.set('Vary', 'X-Forwarded-Host, Host');
  const file = path
    ? await crawlFile(db(), { path: path as CrawlFilePath, ...requestedHost(request) }, functionsPlatform())
    : { status: 404 as const };
  if (file.status !== 200) {
    response.set('Cache-Control', 'no-store');
    if (file.status === 503) response.set('Retry-After', '60');
    response
      .status(file.status)
      .type('text/plain; charset=utf-8')
      .send(file.status === 503 ? 'Service momentanément indisponible.' : 'Introuvable.');
    return;
  }
  response.set('Cache-Control', CRAWL_FILE_CACHE).status(200).type(file.contentType).send(file.body);
});
