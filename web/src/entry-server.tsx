import {
  publishedReads,
  requestPath,
  requestSiteIn,
  siteParam,
  type DataPort,
  type Platform,
  type PublishedGroup,
} from '@comptoir/core';
import { createStaticHandler } from 'react-router';
import { publishedGroupsOf, routes } from '@/app/router';
import type { Mode } from '@/config/env';
import { encodeSnapshot } from '@/lib/page-snapshot';
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
  /** Times the app was rendered to find every read (1 when the published documents hold them all). */
  passes: number;
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
  const port = publishedReads(oneShotPort(db, counter));
  const visit = { host: request.host, protocol: request.protocol, site: siteParam(query) };
  const decided = await requestSiteIn(port, visit, options.platform).catch(() => undefined);
  const failed = (status: number, html: string) => ({
    status,
    html,
    reads: counter.reads,
    passes: 0,
    cacheable: false,
  });
  if (decided === undefined) return failed(503, UNAVAILABLE);
  if (decided === null) return failed(400, 'Requête invalide.');
  const url = new URL(path, decided.origin);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected route response ${context.status}`);

  // The site's published documents the page shows, read at once: the render then needs one pass.
  const groups: PublishedGroup[] = publishedGroupsOf(context.matches);
  if (decided.siteId) await port.preload(decided.siteId, groups);
  const now = options.now ?? new Date();
  const render = await renderApp(
    { mode: options.mode, db: port, ...serverPorts() },
    { dataRoutes: handler.dataRoutes, context },
    { host: request.host, protocol: request.protocol, platform: options.platform, renderedAt: now },
    [[requestSiteKey(visit), decided]],
  );
  const status = render.incomplete ? 503 : Math.max(render.record.status, context.statusCode);
  const head = pageHeadFor(render, url);
  const html = pageDocument(options.template, {
    head,
    styles: [render.styles, render.record.themeVariables ? themeStyle(render.record.themeVariables) : '']
      .filter(Boolean)
      .join('\n'),
    body: render.html,
    snapshot: status < 500 ? encodeSnapshot(now, render.live.states(), options.platform) : null,
  });
  return { status, html, reads: counter.reads, passes: render.passes, cacheable: status === 200 || status === 404 };
}
