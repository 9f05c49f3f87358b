import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_ATTRIBUTE, fontsLikelyHeld, givePageFonts } from './page-fonts';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page’s fonts', () => {
  let readyState: DocumentReadyState;
  let referrer: string;
  let navigation: string;

  beforeEach(() => {
    readyState = 'interactive';
    referrer = '';
    navigation = 'navigate';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.spyOn(document, 'referrer', 'get').mockImplementation(() => referrer);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(
      () => [{ type: navigation }] as unknown as PerformanceEntryList,
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute(FONTS_ATTRIBUTE);
  });

  it('are given at once to a visitor coming from another page of the site, before the page has loaded', async () => {
    referrer = `${location.origin}/merchant/products`;
    await givePageFonts(document);
    expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
  });

  it('wait for the page’s load on a first page (no referrer, or another site), then are given', async () => {
    for (const from of ['', 'https://www.google.com/']) {
      referrer = from;
      readyState = 'interactive';
      document.documentElement.removeAttribute(FONTS_ATTRIBUTE);
      const given = givePageFonts(document);
      await settled();
      expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      await given;
      expect(document.documentElement.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
    }
  });

  it('count a page reloaded or returned to as seen before', () => {
    expect(fontsLikelyHeld()).toBe(false);
    navigation = 'reload';
    expect(fontsLikelyHeld()).toBe(true);
    navigation = 'back_forward';
    expect(fontsLikelyHeld()).toBe(true);
  });
});
