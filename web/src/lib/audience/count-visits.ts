import { AUDIENCE_PATH, type TapAction } from '@comptoir/core';
import { isOwnVisit } from './own-visits';
import { localSink, type SendBeacon } from './sandbox-sink';

declare global {
  interface Window {
    /** Counts a page the app shows without reloading (hooks/use-announce-navigations). */
    comptoirCountView?: () => void;
  }
}

const send: SendBeacon = (body) => {
  if (import.meta.env.VITE_COMPTOIR_MODE === 'sandbox') void localSink().then((sink) => sink(body));
  else navigator.sendBeacon?.(AUDIENCE_PATH, body);
};

/** What a tap on `target` is for the shop: calling, asking the way, writing, a social page; null otherwise. */
export function tapAction(target: EventTarget | null): TapAction | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return null;
  const marked = link.getAttribute('data-audience');
  if (marked === 'directions' || marked === 'social') return marked;
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('tel:')) return 'call';
  if (href.startsWith('mailto:')) return 'email';
  return null;
}

/** The page's path and the `?site=` a preview names. */
const where = () => ({ path: location.pathname, site: new URLSearchParams(location.search).get('site') ?? undefined });

/**
 * Counts the page being looked at (once it is visible: a prerendered page counts when shown), each
 * page the app then shows without reloading (referred by the site itself: no new visit), and each
 * tap on the shop's phone, address, map link or social pages (`taps`: those made before this code
 * loaded) — one small beacon each, with no cookie and nothing stored in the browser
 * (docs/decisions.md, « Statistiques »). Nothing while the back office is signed in on this browser.
 */
export function countVisits(doc: Document, taps: readonly Event[] = [], beacon: SendBeacon = send): void {
  const view = (referrer: string) => {
    if (isOwnVisit()) return;
    if (doc.visibilityState === 'visible') beacon(JSON.stringify({ ...where(), referrer }));
    else doc.addEventListener('visibilitychange', () => view(referrer), { once: true });
  };
  const onTap = (event: Event) => {
    const action = tapAction(event.target);
    if (action && !isOwnVisit()) beacon(JSON.stringify({ ...where(), action }));
  };
  taps.forEach(onTap);
  doc.addEventListener('click', onTap, { capture: true });
  if (doc.defaultView) doc.defaultView.comptoirCountView = () => view(location.href);
  view(doc.referrer);
}
