/** The pages' two font files (declared in web/src/styles/fonts.css, cut by `npm run fonts`). */
export const PAGE_FONT_FILES = ['/fonts/inter-fr-5.3.0.woff2', '/fonts/fraunces-fr-5.3.0.woff2'];

/** Set on the root element, it switches the page's text from the fallbacks to its fonts (fonts.css). */
export const FONTS_ATTRIBUTE = 'data-fonts';

/** Whether this browser already holds the file: asked of its HTTP cache only, never of the network. */
async function cached(url: string): Promise<boolean> {
  try {
    // Low: the page's own requests go first (a cache's answer needs no connection anyway).
    return (await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', priority: 'low' })).ok;
  } catch {
    return false; // not cached, or a browser that cannot ask its cache alone
  }
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Gives the page its fonts. Until then its text shows in their fallbacks, sized like them
 * (font-fallbacks.css), so the change moves nothing. A browser that holds the fonts gets them at
 * once; on a first visit they load once the page has loaded (its HTML and largest image do not
 * share the connection with 57 KB of fonts), then are cached for every other page.
 */
export async function givePageFonts(root: HTMLElement = document.documentElement): Promise<void> {
  if (!(await Promise.all(PAGE_FONT_FILES.map(cached))).every(Boolean)) await loaded();
  root.setAttribute(FONTS_ATTRIBUTE, '');
}
