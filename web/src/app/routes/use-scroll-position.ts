import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, for back and forward. */
const positions = new Map<string, number>();

/**
 * A new page opens at the top (or at its #anchor); back and forward return to where the visitor
 * was. A few lines instead of react-router's ScrollRestoration, which weighs 1 KB on the public page.
 * The page the app starts on stays where the browser put it: a server-rendered page may have been
 * scrolled before its app hydrated, and a reload is restored by the browser. It only goes to its
 * #anchor, when one is there and the page has not been scrolled (a page rendered in the browser).
 */
export function useScrollPosition(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const startedAt = useRef(key);
  useLayoutEffect(() => {
    const saved = positions.get(key);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (key === startedAt.current && saved === undefined) {
      if (target && window.scrollY === 0) target.scrollIntoView();
    } else {
      window.history.scrollRestoration = 'manual';
      if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
      else if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key, hash, navigationType]);
}
