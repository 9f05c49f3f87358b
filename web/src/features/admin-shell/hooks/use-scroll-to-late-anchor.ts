import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a section named by the URL's #anchor may take to appear (its data loads after the route). */
const WAIT_MS = 5000;

/**
 * useScrollPosition scrolls to a #anchor only if it is already on the page; back-office cards
 * (a request linked from the dashboard) appear once their data arrives. On a new navigation or the first page load with a hash, wait
 * for that element and scroll to it then — unless the visitor scrolled meanwhile. Back and
 * forward are left to useScrollPosition.
 */
export function useScrollToLateAnchor(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstLoad = useRef(true);

  useEffect(() => {
    const isFirst = firstLoad.current;
    firstLoad.current = false;
    if (!hash || (navigationType === 'POP' && !isFirst)) return;
    const id = decodeURIComponent(hash.slice(1));
    if (document.getElementById(id)) return;
    let scrolled = false;
    const onScroll = () => (scrolled = true);
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      if (!scrolled) target.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('wheel', onScroll);
      window.removeEventListener('touchmove', onScroll);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('wheel', onScroll, { passive: true });
    window.addEventListener('touchmove', onScroll, { passive: true });
    return stop;
  }, [hash, key, navigationType]);
}
