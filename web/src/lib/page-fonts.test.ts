import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_ATTRIBUTE, PAGE_FONT_FILES, givePageFonts } from './page-fonts';

/** A browser's HTTP cache holding `held` (an `only-if-cached` request for anything else fails). */
function cacheHolding(held: string[]) {
  return vi.fn((url: string, init?: RequestInit) => {
    expect(init).toEqual({ cache: 'only-if-cached', mode: 'same-origin', priority: 'low' });
    return held.includes(url) ? Promise.resolve(new Response('')) : Promise.reject(new TypeError('Failed to fetch'));
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page’s fonts', () => {
  let root: HTMLElement;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    root = document.createElement('html');
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('are given at once where the browser holds both files, before the page has loaded', async () => {
    const fetch = cacheHolding(PAGE_FONT_FILES);
    vi.stubGlobal('fetch', fetch);
    await givePageFonts(root);
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(PAGE_FONT_FILES);
  });

  it('wait for the page’s load on a first visit, then are given', async () => {
    vi.stubGlobal('fetch', cacheHolding(PAGE_FONT_FILES.slice(0, 1)));
    const given = givePageFonts(root);
    await settled();
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(false);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await given;
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
  });

  it('are given at once when the page has already loaded', async () => {
    vi.stubGlobal('fetch', cacheHolding([]));
    readyState = 'complete';
    await givePageFonts(root);
    expect(root.hasAttribute(FONTS_ATTRIBUTE)).toBe(true);
  });
});
