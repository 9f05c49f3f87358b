import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/router';
import { readEnv } from '@/config/env';
import { loadBrowserServices } from '@/lib/browser-services';
import { deferredServices } from '@/lib/deferred-services';
import { LiveCache } from '@/lib/live-cache';
import { preloadAll } from '@/lib/preloadable';
import { readPageSnapshot } from '@/lib/page-snapshot';
import { browserEnvironment } from '@/lib/render-context';
import { whenIdle } from '@/lib/when-idle';

/**
 * Tells when the hydrated page has committed (a parent's effects run after its children's). It
 * wraps the app rather than standing beside it: a sibling would change every `useId` of the page
 * from the server's (ids derive from the tree's shape), and a dialog's button would name an id
 * the page no longer has.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates a server-rendered page from the data it carries (no Firestore read), then goes live
 * once idle. Resolves when the page is interactive. An unreadable snapshot: rendered in the browser.
 */
export async function hydratePage(container: HTMLElement, { calling = false } = {}): Promise<void> {
  const snapshot = readPageSnapshot();
  if (!snapshot) {
    const { renderInBrowser } = await import('./render-in-browser');
    return renderInBrowser(container, loadBrowserServices());
  }
  const services = deferredServices(readEnv(), new LiveCache(snapshot.entries, { goLive: whenIdle() }), { calling });
  await resolveLazyRoutes(routes, window.location.pathname);
  await preloadAll();
  const environment = browserEnvironment(snapshot.platform, new Date(snapshot.renderedAt));
  return new Promise((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page, already visible, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Hydrated onHydrated={resolve}>
            <App services={services} environment={environment} hydrationData={{ loaderData: snapshot.loaderData }} />
          </Hydrated>
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hydratation', error) },
      );
    });
  });
}
