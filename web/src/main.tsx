import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/fraunces/wght.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/router';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { UiProvider } from '@/components/ui/provider';
import { readEnv } from '@/config/env';
import { deferredServices } from '@/lib/deferred-services';
import { LiveCache } from '@/lib/live-cache';
import { loadServices } from '@/lib/load-services';
import { readPageSnapshot } from '@/lib/page-snapshot';
import { whenIdle } from '@/lib/when-idle';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

/** A page rendered on the server hydrates from the data it carries, and goes live once idle. */
async function hydratePage(): Promise<boolean> {
  const snapshot = readPageSnapshot();
  if (!snapshot) return false;
  const services = deferredServices(readEnv(), new LiveCache(snapshot.entries, { goLive: whenIdle() }));
  await resolveLazyRoutes(routes, window.location.pathname);
  const environment = {
    hostname: window.location.hostname,
    origin: window.location.origin,
    renderedAt: new Date(snapshot.renderedAt),
    record: null,
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page, already visible, stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(
      container as HTMLElement,
      <StrictMode>
        <App services={services} environment={environment} />
      </StrictMode>,
      { onRecoverableError: (error) => console.error('Hydratation', error) },
    );
  });
  return true;
}

try {
  if (!(await hydratePage())) {
    const services = await loadServices(readEnv());
    createRoot(container).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  }
} catch (error) {
  console.error(error);
  createRoot(container).render(
    <UiProvider>
      <ErrorFallback error={error} />
    </UiProvider>,
  );
}
