import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { UiProvider } from '@/components/ui/provider';
import type { Services } from '@/lib/services';
import { isAdminPath } from '@/config/paths';

/** The back office, the sandbox and any page not rendered on the server: the app renders here. */
export async function renderInBrowser(container: HTMLElement, loading: Promise<Services>): Promise<void> {
  // The back office: its screen's code is fetched with the app's, not once the app has started, and
  // its Chakra system is the app's (not made beside the public pages' one).
  const admin = isAdminPath(location.pathname);
  if (admin)
    void import('@/app/admin-routes')
      .then(({ preloadAdminScreen }) => preloadAdminScreen(location.pathname))
      .catch(() => undefined);
  try {
    const [services, system] = await Promise.all([
      loading,
      admin ? import('@/components/admin/ui/admin-system').then((module) => module.adminSystem) : undefined,
    ]);
    createRoot(container).render(
      <StrictMode>
        <App services={services} system={system} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    createRoot(container).render(
      <UiProvider>
        <ErrorFallback error={error} />
      </UiProvider>,
    );
  }
}
