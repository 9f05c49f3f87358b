import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { SandboxBanner } from '@/components/layout/sandbox-banner';
import { SkipLink } from '@/components/layout/skip-link';
import { UiProvider } from '@/components/ui/provider';
import type { Services } from '@/lib/services';
import { ServicesContext } from '@/lib/services-context';
import { createAppRouter } from './router';

export function App({ services }: { services: Services }) {
  const [router] = useState(createAppRouter);
  return (
    <UiProvider>
      <ErrorBoundary>
        <ServicesContext.Provider value={services}>
          <SkipLink />
          <SandboxBanner />
          <RouterProvider router={router} />
        </ServicesContext.Provider>
      </ErrorBoundary>
    </UiProvider>
  );
}
