import { SHOP_PAGES, type PlanFeature, type ShopPageName } from '@comptoir/core';
import {
  createBrowserRouter,
  type HydrationState,
  type LazyRouteFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { NotFound } from '@/components/layout/not-found';
import { AppRoot } from './routes/app-root';
import { RouteError } from './routes/route-error';
import { PublicRoot } from './routes/public-root';
import { RootRoute } from './routes/root-route';
import { MerchantRoute } from './routes/merchant-route';
import { LegalRoute } from './routes/legal-route';
import { PlanGate } from './routes/plan-gate';
import { isAdminPath } from '@/config/paths';
import { catalogueLoader, legalLoader, loaderContext, siteLoader, type LoaderServices } from './public-loaders';

/** paths.legal, at the root and under /merchant (with ?site=). */
const legalRoutes: RouteObject[] = [
  { path: 'mentions-legales', loader: legalLoader, lazy: () => import('./routes/legal/notice') },
  { path: 'confidentialite', loader: legalLoader, lazy: () => import('./routes/legal/privacy') },
  { path: 'conditions-generales', loader: legalLoader, lazy: () => import('./routes/legal/terms') },
];

/** Each shop page's screen, found by its name in core's SHOP_PAGES: features/public-<name>/route.tsx. */
const pageModules = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>(
  '../features/public-*/route.tsx',
);
const moduleOf = (name: string) => `../features/public-${name}/route.tsx`;
for (const path of Object.keys(pageModules)) {
  if (!Object.keys(SHOP_PAGES).some((name) => moduleOf(name) === path)) {
    throw new Error(`${path} is no page of SHOP_PAGES (core/src/domain/shop-pages.ts)`);
  }
}

/** A shop page's route under /merchant, from its entry in SHOP_PAGES. */
function shopPageRoute(name: ShopPageName): RouteObject {
  const page: { path: string; catalogue?: true; feature?: PlanFeature } = SHOP_PAGES[name];
  const lazy = pageModules[moduleOf(name)];
  if (!lazy) throw new Error(`The shop page « ${name} » has no screen: ${moduleOf(name)}`);
  const loader = page.catalogue ? catalogueLoader : undefined;
  if (page.path === SHOP_PAGES.home.path) return { index: true, lazy, loader };
  const route = { path: page.path.slice(SHOP_PAGES.home.path.length + 1), lazy, loader };
  return page.feature ? { element: <PlanGate feature={page.feature} />, children: [route] } : route;
}

const APP_ROUTE_ID = 'app';
const ADMIN_ROUTE_ID = 'admin';

export const routes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Each public route declares what its page shows: the server renders it once, with it.
        element: <PublicRoot />,
        loader: siteLoader,
        children: [
          { index: true, element: <RootRoute />, loader: catalogueLoader },
          { element: <LegalRoute />, children: legalRoutes },
          {
            path: 'merchant',
            element: <MerchantRoute />,
            children: [...(Object.keys(SHOP_PAGES) as ShopPageName[]).map(shopPageRoute), ...legalRoutes],
          },
        ],
      },
      // paths.confirmEmail (its page's tests go through this router).
      { path: 'confirmer-email', lazy: () => import('./routes/confirm-email') },
      // core's DEMO_PAYMENT_PATH: the sandbox's checkout, which takes no money.
      { path: 'paiement-demo', lazy: () => import('./routes/demo-payment') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The back office's routes join the router on the first visit to /admin: the public entry carries
 * neither their table nor their chunks' preload lists (see docs/architecture.md, 'Performance').
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isAdminPath(path) || matches.some((match) => match.route.id === ADMIN_ROUTE_ID)) return;
  const { adminRoutes } = await import('./admin-routes');
  patch(APP_ROUTE_ID, [{ id: ADMIN_ROUTE_ID, path: 'admin', children: adminRoutes }]);
};

/** What every router of the app is created with, in the browser and in tests. */
export const routerOptions = { patchRoutesOnNavigation };

/** The browser's router; `hydrationData`: the server-rendered page's loaders already ran. */
export const createAppRouter = (services: LoaderServices, hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { ...routerOptions, getContext: () => loaderContext(services), hydrationData });
