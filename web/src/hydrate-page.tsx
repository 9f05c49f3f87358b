import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/router';
import { readEnv } from '@/config/env';
import { deferredServices } from '@/lib/deferred-services';
import { LiveCache } from '@/lib/live-cache';
import { readPageSnapshot } from '@/lib/page-snapshot';
import { browserEnvironment } from '@/lib/render-context';
import { whenIdle } from '@/lib/when-idle';

/** Renders nothing; tells when the hydrated page has committed (its effects run last). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Hydrates a server-rendered page from the data it carries (no Firestore read), then goes live
 * once idle. Resolves when the page is interactive. An unreadable snapshot: rendered in the browser.
 */
export async function hydratePage(container: HTMLElement): Promise<void> {
  const snapshot = readPageSnapshot();
  if (!snapshot) return (await import('./render-in-browser')).renderInBrowser(container);
  const services = deferredServices(readEnv(), new LiveCache(snapshot.entries, { goLive: whenIdle() }));
  await resolveLazyRoutes(routes, window.location.pathname);
  const environment = browserEnvironment(snapshot.platform, new Date(snapshot.renderedAt));
  return new Promise((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page, already visible, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App services={services} environment={environment} />
          <Hydrated onHydrated={resolve} />
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hydratation', error) },
      );
    });
  });
}
