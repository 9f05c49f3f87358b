import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import type { DataPort } from '@comptoir/core';
import type { LiveCache } from '@/lib/live-cache';
import { publicReads, type PublicRead } from '@/lib/public-reads';
import type { RenderEnvironment } from '@/lib/render-context';
import { visitOf } from '@/lib/request-site';

/** What the public routes' loaders read with: the same in the browser and in a server render. */
export interface LoaderServices {
  db: DataPort;
  live: LiveCache;
  environment: Pick<RenderEnvironment, 'host' | 'protocol' | 'platform'>;
  /**
   * A server render waits for every read. The browser only starts them: a page shows at once, with
   * its own loading state, and its hooks find each read under way.
   */
  wait: boolean;
}

const loaderServices = createContext<LoaderServices>();

/** The router's context for the loaders (`getContext` in the browser, `requestContext` on the server). */
export const loaderContext = (services: LoaderServices) =>
  new RouterContextProvider(new Map([[loaderServices, services]]));

function servicesOf(context: unknown): LoaderServices {
  if (!(context instanceof RouterContextProvider)) throw new Error('A public route loaded without its services');
  return context.get(loaderServices);
}

/**
 * The loaders put each read's first value in the live cache, where the page's hooks find it (and
 * go live on it): they answer `null`, the page's data is the cache's. A failed read is the page's
 * to show, not the route's error.
 */
const ensure = <T>({ live }: LoaderServices, read: PublicRead<T>) => live.ensure(read.key, read.source);

/** Runs a loader's reads: awaited on the server, started in the browser. */
async function reading(services: LoaderServices, reads: () => Promise<unknown>): Promise<null> {
  const done = reads();
  if (services.wait) await done;
  return null;
}

async function siteIdOf(services: LoaderServices, request: Request): Promise<string | null> {
  const visit = visitOf(services.environment, new URL(request.url).search);
  const decision = await ensure(services, publicReads.requestSite(services.db, visit, services.environment.platform));
  return decision.status === 'success' ? (decision.data?.siteId ?? null) : null;
}

/** Every public page: the visited site and what its pages show but the catalogue. */
export function siteLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const services = servicesOf(context);
  return reading(services, async () => {
    const siteId = await siteIdOf(services, request);
    if (siteId) await ensure(services, publicReads.site(services.db, siteId));
  });
}

/** A page showing products: the site's catalogue too. */
export function catalogueLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  const services = servicesOf(context);
  return reading(services, async () => {
    const siteId = await siteIdOf(services, request);
    if (siteId) await ensure(services, publicReads.catalogue(services.db, siteId));
  });
}

/** A generated legal page: the platform's details too (the shop's are in its published site). */
export function legalLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const services = servicesOf(context);
  return reading(services, () => ensure(services, publicReads.platformDetails(services.db)));
}
