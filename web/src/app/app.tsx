import type { SystemContext } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { SandboxBanner } from '@/components/layout/sandbox-banner';
import { SkipLink } from '@/components/layout/skip-link';
import { UiProvider } from '@/components/ui/provider';
import { browserEnvironment, RenderContext, type RenderEnvironment } from '@/lib/render-context';
import type { Services } from '@/lib/services';
import { ServicesContext } from '@/lib/services-context';
import { createAppRouter } from './router';

/** What wraps the router, in the browser and on the server alike (hydration needs the same tree). */
export function AppShell({
  services,
  environment = null,
  system,
  children,
}: {
  services: Services;
  environment?: RenderEnvironment | null;
  /** The Chakra system, when not the public pages' (the back office opened first). */
  system?: SystemContext | undefined;
  children: ReactNode;
}) {
  return (
    <UiProvider system={system}>
      <ErrorBoundary>
        <RenderContext.Provider value={environment}>
          <ServicesContext.Provider value={services}>
            <SkipLink />
            <SandboxBanner />
            {children}
          </ServicesContext.Provider>
        </RenderContext.Provider>
      </ErrorBoundary>
    </UiProvider>
  );
}

export function App({
  services,
  environment,
  system,
  hydrationData,
}: {
  services: Services;
  environment?: RenderEnvironment | null;
  system?: SystemContext | undefined;
  /** A server-rendered page: what its route loaders answered there. */
  hydrationData?: HydrationState;
}) {
  const [router] = useState(() =>
    createAppRouter(
      { db: services.db, live: services.live, environment: environment ?? browserEnvironment(), wait: false },
      hydrationData,
    ),
  );
  return (
    <AppShell services={services} environment={environment} system={system}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
