import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Request } from 'firebase-functions/v2/https';
import type { Platform } from '@comptoir/core';
import type { Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { db } from './admin';
import { pageUnavailableHtml } from './page-unavailable';
import { LastGoodPages } from './last-good-pages';
import { functionsPlatform, requestedHost } from './platform';
import './config';

/**
 * The CDN keeps a page 5 minutes per host and address, then serves it while it fetches a new one;
 * during an outage it keeps serving the last good page for a week (docs/performance.md).
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=604800';

/** The server renderer, built from the web app into dist/ssr next to this file (functions/build.mjs). */
interface Renderer {
  renderPage(
    database: unknown,
    request: { url: string; host: string; protocol: 'http' | 'https' },
    options: { template: string; mode: 'emulators' | 'production'; platform: Platform },
  ): Promise<{ status: number; html: string; reads: number; passes: number; cacheable: boolean }>;
}

const SSR = './ssr/entry-server.js';
let loaded: Promise<[Renderer, string]> | undefined;
// Loaded on the first page, not when the other functions start.
const renderer = () =>
  (loaded ??= Promise.all([
    import(SSR) as Promise<Renderer>,
    readFile(new URL('./ssr/index.html', import.meta.url), 'utf8'),
  ]));

const lastGood = new LastGoodPages();

/** Pages are sent compressed (a sixth of their size): the CDN keeps the compressed copy as is. */
function sendHtml(request: Request, response: Response, html: string): void {
  response.type('html');
  if (/\bgzip\b/.test(request.get('accept-encoding') ?? '')) {
    response.set('Content-Encoding', 'gzip').send(gzipSync(html));
    return;
  }
  response.send(html);
}

/** Every public page (Hosting's catch-all): the shop of the visited host, rendered with its data. */
export const renderPage = onRequest({ memory: '512MiB', concurrency: 40 }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).send('');
    return;
  }
  // Hosting passes the path (with its query) as is; the renderer reads it as a path on the host.
  const { host, protocol } = requestedHost(request);
  const key = `${host}${request.url}`;
  response.set('Vary', 'Accept-Encoding, X-Forwarded-Host, Host');
  try {
    const [{ renderPage: render }, template] = await renderer();
    const started = performance.now();
    const page = await render(
      db(),
      { url: request.url, host, protocol },
      {
        template,
        mode: process.env.FUNCTIONS_EMULATOR === 'true' ? 'emulators' : 'production',
        platform: functionsPlatform(),
      },
    );
    logger.debug('pageRendered', {
      host,
      url: request.url,
      status: page.status,
      reads: page.reads,
      ms: Math.round(performance.now() - started),
    });
    if (page.status < 500) {
      if (page.cacheable) lastGood.remember(key, page.html, page.status);
      response.set('Cache-Control', page.cacheable ? PAGE_CACHE : 'no-store');
      sendHtml(request, response.status(page.status), page.html);
      return;
    }
    throw new Error(`Rendu incomplet (${page.status})`);
  } catch (error) {
    logger.error('pageRenderFailed', { host, url: request.url, error: String(error) });
    const kept = lastGood.recall(key);
    response.set('Cache-Control', 'no-store');
    if (kept) {
      sendHtml(request, response.status(kept.status), kept.html);
      return;
    }
    response.set('Retry-After', '60').status(503).type('html').send(pageUnavailableHtml());
  }
});
