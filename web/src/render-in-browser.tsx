import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { UiProvider } from '@/components/ui/provider';
import { readEnv } from '@/config/env';
import { loadServices } from '@/lib/load-services';

/** The back office, the sandbox and any page not rendered on the server: the app renders here. */
export async function renderInBrowser(container: HTMLElement): Promise<void> {
  try {
    const services = await loadServices(readEnv());
    createRoot(container).render(
      <StrictMode>
        <App services={services} />
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
