import './styles/fonts.css';
import './styles/font-fallbacks.css';
import { filterListEarly } from '@/lib/hydration/early-listing';
import { hydrateOnDemand } from '@/lib/hydration/hydrate-on-demand';
import { givePageFonts } from '@/lib/page-fonts';
import { whenIdle } from '@/lib/when-idle';
import { prefetchHydration } from '@/lib/hydration/prefetch-hydration';
import { SNAPSHOT_ID } from '@/lib/page-snapshot';

void givePageFonts();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// A page rendered on the server works without its app until the visitor needs it (see
// hydrateOnDemand); everything else renders in the browser at once. The sandbox renders no page on a
// server, so its build leaves the hydration out.
if (import.meta.env.VITE_COMPTOIR_MODE !== 'sandbox' && document.getElementById(SNAPSHOT_ID)) {
  void prefetchHydration(document);
  const earlyListing = filterListEarly(document);
  // The products' order on screen is given back once the app lists them (if it never does, it stays).
  void hydrateOnDemand(document, async ({ calling }) => {
    const { hydratePage } = await import('./hydrate-page');
    earlyListing.stop();
    await hydratePage(container, { calling });
  }).then((hydrated) => hydrated && earlyListing.release());
} else {
  // The services (Firebase, a back-office session) start loading with the app's code, not after it.
  const services = import('./lib/browser-services').then(({ loadBrowserServices }) => loadBrowserServices());
  // A failure is renderInBrowser's to show (the error page), even if it comes before that code has loaded.
  services.catch(() => undefined);
  void import('./render-in-browser').then(({ renderInBrowser }) => renderInBrowser(container, services));
}

// « Statistiques »: the page is counted once loaded and idle (its code loads then, off the page's
// start); a tap on the shop's phone or address before that is kept for it.
const taps: Event[] = [];
const keepTap = (event: Event) => taps.push(event);
document.addEventListener('click', keepTap, { capture: true });
void whenIdle()
  .then(() => import('@/lib/audience/count-visits'))
  .then(({ countVisits }) => {
    document.removeEventListener('click', keepTap, { capture: true });
    countVisits(document, taps);
  });
