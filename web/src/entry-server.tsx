import { requestPath, requestSiteIn, siteParam, type DataPort, type Platform } from '@comptoir/core';
import { createStaticHandler } from 'react-router';
import { loaderContext } from '@/app/public-loaders';
import { routes } from '@/app/router';
import type { Mode } from '@/config/env';
import { LiveCache } from '@/lib/live-cache';
import { encodeSnapshot } from '@/lib/page-snapshot';
import { preloadAll } from '@/lib/preloadable';
import { requestSiteKey } from '@/lib/request-site';
import { serverPorts } from './server/server-ports';
import { oneShotPort, type ReadCounter } from './server/one-shot-port';
import { pageDocument } from './server/page-document';
import { pageHeadFor } from './server/page-head-for';
import { renderApp } from './server/render-app';
import { themeStyle } from './server/page-head';

export interface PageRequest {
  /** Path and query, as visited ('/merchant/products?site=epicerie'). */
  url: string;
  /** The visited host as the request names it, its port included ('epicerie.localhost:5000'): never trusted as is. */
  host: string;
  protocol: 'http' | 'https';
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Firestore documents read for this page. */
  reads: number;
  /** The page may be kept by the CDN (complete, and not an error of ours). */
  cacheable: boolean;
}

const UNAVAILABLE = 'Service momentanément indisponible.';

/**
 * Renders one public page on the server: the app's own routes and components, the data read once
 * with `db` and embedded for hydration, the head written for link previews. Which site it shows and
 * which host its addresses name is decided first (`resolveRequestSite`): only a host the platform
 * knows is ever written into the page.
 */
export async function renderPage(
  db: DataPort,
  request: PageRequest,
  options: { template: string; mode: Exclude<Mode, 'sandbox'>; platform: Platform; now?: Date },
): Promise<RenderedPage> {
  const path = requestPath(request.url);
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const counter: ReadCounter = { reads: 0 };
  const port = oneShotPort(db, counter);
  const visit = { host: request.host, protocol: request.protocol, site: siteParam(query) };
  const decided = await requestSiteIn(port, visit, options.platform).catch(() => undefined);
  const failed = (status: number, html: string) => ({
    status,
    html,
    reads: counter.reads,
    cacheable: false,
  });
  if (decided === undefined) return failed(503, UNAVAILABLE);
  if (decided === null) return failed(400, 'Requête invalide.');
  const url = new URL(path, decided.origin);
  const environment = { host: request.host, protocol: request.protocol, platform: options.platform };
  const live = new LiveCache([[requestSiteKey(visit), decided]], { oneShot: true });
  // The route's loaders read what the page shows; its lazy parts are loaded: one render.
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url), {
    requestContext: loaderContext({ db: port, live, environment, wait: true }),
  });
  if (context instanceof Response) throw new Error(`Unexpected route response ${context.status}`);
  await preloadAll({ all: true });
  const now = options.now ?? new Date();
  const render = await renderApp(
    { mode: options.mode, db: port, live, ...serverPorts() },
    { dataRoutes: handler.dataRoutes, context },
    { ...environment, renderedAt: now },
  );
  const status = render.incomplete ? 503 : Math.max(render.record.status, context.statusCode);
  const head = pageHeadFor(render, url);
  const html = pageDocument(options.template, {
    head,
    styles: [render.styles, render.record.themeVariables ? themeStyle(render.record.themeVariables) : '']
      .filter(Boolean)
      .join('\n'),
    body: render.html,
    snapshot: status < 500 ? encodeSnapshot(now, live.states(), options.platform, context.loaderData) : null,
  });
  return { status, html, reads: counter.reads, cacheable: status === 200 || status === 404 };
}
