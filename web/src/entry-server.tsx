import type { DataPort } from '@comptoir/core';
import { createStaticHandler } from 'react-router';
import { routes } from '@/app/router';
import type { Mode } from '@/config/env';
import { encodeSnapshot } from '@/lib/page-snapshot';
import { serverPorts } from './server/server-ports';
import { oneShotPort, type ReadCounter } from './server/one-shot-port';
import { pageDocument } from './server/page-document';
import { pageHeadFor } from './server/page-head-for';
import { renderApp } from './server/render-app';
import { themeStyle } from './server/page-head';

export interface PageRequest {
  /** Path and query, as visited ('/merchant/products?site=epicerie'). */
  url: string;
  /** The visited host, its port included ('epicerie.localhost:5000'). */
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

/** A host header as it may appear in a URL: a name or an IPv4 address, and a port. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Renders one public page on the server: the app's own routes and components, the data read once
 * with `db` and embedded for hydration, the head written for link previews.
 */
export async function renderPage(
  db: DataPort,
  request: PageRequest,
  options: { template: string; mode: Exclude<Mode, 'sandbox'>; now?: Date },
): Promise<RenderedPage> {
  const host = request.host.trim().toLowerCase();
  if (!SAFE_HOST.test(host)) return { status: 400, html: 'Requête invalide.', reads: 0, cacheable: false };
  const origin = `${request.protocol}://${host}`;
  const url = new URL(request.url, origin);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected route response ${context.status}`);

  const now = options.now ?? new Date();
  const counter: ReadCounter = { reads: 0 };
  const render = await renderApp(
    { mode: options.mode, db: oneShotPort(db, counter), ...serverPorts() },
    { dataRoutes: handler.dataRoutes, context },
    { hostname: url.hostname, origin, renderedAt: now },
  );
  const status = render.incomplete ? 503 : Math.max(render.record.status, context.statusCode);
  const head = pageHeadFor(render, url);
  const html = pageDocument(options.template, {
    head,
    styles: [render.styles, render.record.themeVariables ? themeStyle(render.record.themeVariables) : '']
      .filter(Boolean)
      .join('\n'),
    body: render.html,
    snapshot: status < 500 ? encodeSnapshot(now, render.live.states()) : null,
  });
  return { status, html, reads: counter.reads, cacheable: status === 200 || status === 404 };
}
