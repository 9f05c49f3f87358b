import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader';
import { NotFound } from '@/components/layout/not-found';
import { AppRoot } from './routes/app-root';
import { RouteError } from './routes/route-error';
import { PublicRoot } from './routes/public-root';
import { RootRoute } from './routes/root-route';
import { MerchantRoute } from './routes/merchant-route';
import { LegalRoute } from './routes/legal-route';
import { adminRoutes } from './admin-routes';

/** paths.legal, at the root and under /merchant (with ?site=). */
const legalRoutes: RouteObject[] = [
  { path: 'mentions-legales', lazy: () => import('./routes/legal/notice') },
  { path: 'confidentialite', lazy: () => import('./routes/legal/privacy') },
  { path: 'conditions-generales', lazy: () => import('./routes/legal/terms') },
];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicRoot />,
        children: [
          { index: true, element: <RootRoute /> },
          { element: <LegalRoute />, children: legalRoutes },
          {
            path: 'merchant',
            element: <MerchantRoute />,
            children: [
              { index: true, lazy: () => import('./routes/merchant/home') },
              { path: 'about', lazy: () => import('./routes/merchant/about') },
              { path: 'services', lazy: () => import('./routes/merchant/services') },
              { path: 'products', lazy: () => import('./routes/merchant/products') },
              { path: 'contact', lazy: () => import('./routes/merchant/contact') },
              ...legalRoutes,
            ],
          },
        ],
      },
      // paths.confirmEmail (its page's tests go through this router).
      { path: 'confirmer-email', lazy: () => import('./routes/confirm-email') },
      { path: 'admin', children: adminRoutes },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
