import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells the audience counter (lib/audience/count-visits, once loaded) each page the app shows
 * without reloading; it counts the first page itself. Through a global, so that the counter and the
 * app share no module (the counter loads apart, once the page is idle).
 */
export function useAnnounceNavigations(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.comptoirCountView?.();
  }, [pathname]);
}
