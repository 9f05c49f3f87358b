/** The families of the pages' two fonts, as fonts.css declares them (the theme and the canvas drawings name them). */
export const PAGE_FONTS = { heading: 'Fraunces Variable', body: 'Inter Variable' } as const;

/** Set on the root element, it switches the page's text from the fallbacks to its fonts (fonts.css). */
export const FONTS_ATTRIBUTE = 'data-fonts';

/**
 * Whether this visitor most likely has the fonts already: reached from another page of the same
 * site (which gave them once loaded), or this page reloaded or returned to. Nothing is stored or
 * asked of the network to know it.
 */
export function fontsLikelyHeld(doc: Document = document): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'reload' || navigation?.type === 'back_forward') return true;
  try {
    return new URL(doc.referrer).origin === doc.location.origin;
  } catch {
    return false; // no referrer: typed, bookmarked, or from an app
  }
}

const loaded = (doc: Document) =>
  new Promise<void>((resolve) => {
    if (doc.readyState === 'complete') resolve();
    else doc.defaultView?.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Gives the page its fonts (web/src/styles/fonts.css). Until then its text shows in their
 * fallbacks, sized like them (font-fallbacks.css), so the change moves nothing. A visitor coming
 * from another page of the site gets them at once (from the browser's cache); on a first page they
 * load once it has loaded (its HTML and largest image do not share the connection with 57 KB of
 * fonts), then are cached for every other page.
 */
export async function givePageFonts(doc: Document = document): Promise<void> {
  if (!fontsLikelyHeld(doc)) await loaded(doc);
  doc.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
}
