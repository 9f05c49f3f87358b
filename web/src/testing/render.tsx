import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loaderContext } from '@/app/public-loaders';
import { routerOptions, routes } from '@/app/router';
import { AdminDataProvider } from '@/components/admin/data/admin-data-provider';
import { UiProvider } from '@/components/ui/provider';
import { browserEnvironment } from '@/lib/render-context';
import type { Services } from '@/lib/services';
import { ServicesContext } from '@/lib/services-context';

function Providers({ services, children }: { services: Services; children: ReactElement }) {
  return (
    <UiProvider>
      <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
    </UiProvider>
  );
}

/** Renders the whole app's routing at `url` (e.g. '/merchant/products?site=epicerie-du-marche'). */
export function renderRoute(
  url: string,
  services: Services,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const context = { db: services.db, live: services.live, environment: browserEnvironment(), wait: false };
  const router = createMemoryRouter(routes, {
    ...routerOptions,
    initialEntries: [url],
    getContext: () => loaderContext(context),
  });
  const result = render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** Renders one component with the providers (the back office's data among them) and a router around it. */
export function renderWithServices(ui: ReactElement, services: Services, url = '/'): RenderResult {
  const router = createMemoryRouter([{ path: '*', element: <AdminDataProvider>{ui}</AdminDataProvider> }], {
    initialEntries: [url],
  });
  return render(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
