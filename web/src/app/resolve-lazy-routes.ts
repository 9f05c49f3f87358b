import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Before hydrating a server-rendered page, the route modules of its address are loaded and put in
 * place, so that the router's first render is the page the server sent, not a loading screen.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
