import { Outlet } from 'react-router';
import { useScrollPosition } from './use-scroll-position';

/**
 * Every page: a new page opens at the top (or at its #anchor), back and forward restore where the
 * visitor was. The back office also waits for anchors whose card loads later (admin-shell).
 */
export function AppRoot() {
  useScrollPosition();
  return <Outlet />;
}
