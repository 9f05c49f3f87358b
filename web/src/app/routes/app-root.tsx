import { Outlet, ScrollRestoration } from 'react-router';
import { useScrollToLateAnchor } from './use-scroll-to-late-anchor';

/**
 * Every page: a new page opens at the top (or at its #anchor), back and forward restore where the
 * visitor was (react-router keeps the positions per history entry in sessionStorage).
 */
export function AppRoot() {
  useScrollToLateAnchor();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
