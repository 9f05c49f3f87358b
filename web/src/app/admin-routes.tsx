import { Outlet, matchRoutes, type RouteObject } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { ADMIN_SCREENS, type AdminScreen, type AdminScreenName, type ScreenHandle } from '@/config/admin-screens';
import { RequireRole } from '@/features/admin-auth/components/require-role';
import { ScreenPlanGate } from '@/features/admin-shell/components/screen-plan-gate';
import { ADMIN_PAGES } from './admin-pages';

/**
 * A screen's route at each of its paths, its module loaded on the first visit; a screen of a plan
 * feature behind the gate that offers the plan to a site without it.
 */
function screenRoutes([name, { path, alsoAt = [], label, feature }]: [AdminScreenName, AdminScreen]): RouteObject[] {
  const lazy = async () => ({ Component: await ADMIN_PAGES[name]() });
  const handle: ScreenHandle = { label };
  const routes: RouteObject[] = [path, ...alsoAt].map((at) =>
    at === '' ? { index: true, lazy, handle } : { path: at, lazy, handle },
  );
  return feature ? [{ element: <ScreenPlanGate feature={feature} label={label} />, children: routes }] : routes;
}

const screens = Object.entries(ADMIN_SCREENS) as [AdminScreenName, AdminScreen][];
const roles = [...new Set(screens.flatMap(([, screen]) => (screen.role ? [screen.role] : [])))];

/** The screens open to every signed-in account, then those of each role behind its guard. */
const shellScreens: RouteObject[] = [
  ...screens.filter(([, screen]) => !screen.role).flatMap(screenRoutes),
  ...roles.map((role) => ({
    element: (
      <RequireRole requiredRole={role}>
        <Outlet />
      </RequireRole>
    ),
    children: screens.filter(([, screen]) => screen.role === role).flatMap(screenRoutes),
  })),
];

/**
 * The back office, derived from the screen table: login, then every screen inside the guarded
 * shell. This module is a chunk of its own, added to the
 * router on the first visit to /admin (see router.tsx).
 */
export const adminRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/admin/login') },
  {
    lazy: () => import('./routes/admin/shell'),
    children: shellScreens,
  },
  // Outside the guarded shell: an unknown path is a 404 whether or not anyone is signed in.
  { path: '*', element: <NotFound /> },
];

/**
 * Starts loading the code of the back-office screen at `pathname` (its shell and its page), as the
 * app's own code loads: the router would ask for them only once the app has started.
 */
export function preloadAdminScreen(pathname: string): void {
  const tree: RouteObject[] = [{ path: 'admin', children: adminRoutes }];
  const matches = matchRoutes(tree, pathname) ?? [];
  for (const { route } of matches) if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
}
