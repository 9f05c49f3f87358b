import { describe, expect, it } from 'vitest';
import {
  DIRECT,
  MAX_SOURCE_LENGTH,
  OTHER_SOURCES,
  addTotals,
  capSources,
  countedPage,
  deviceClass,
  emptyTotals,
  normaliseSource,
  referrerDomain,
} from './audience';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

describe('audience measurement', () => {
  it('counts the public pages the platform serves, under one key each', () => {
    expect(countedPage('/')).toBe('accueil');
    // The home on a shop's own domain and under /merchant (the menu's « Accueil »): one page.
    expect(countedPage('/merchant')).toBe('accueil');
    expect(countedPage('/merchant/ardoise')).toBe('ardoise');
    expect(countedPage('/merchant/products/')).toBe('produits');
    expect(countedPage('/merchant/mentions-legales')).toBe('mentions-legales');
    expect(countedPage('/mentions-legales')).toBe('mentions-legales');
    expect(countedPage('/admin/products')).toBeNull();
    expect(countedPage('/merchant/inconnue')).toBeNull();
    expect(countedPage('/constructor')).toBeNull();
  });

  it('keeps a device class of the browser, and leaves robots out', () => {
    expect(deviceClass(UA.iphone)).toBe('phone');
    expect(deviceClass(UA.android)).toBe('phone');
    expect(deviceClass(UA.androidTablet)).toBe('tablet');
    expect(deviceClass(UA.ipad)).toBe('tablet');
    expect(deviceClass(UA.windows)).toBe('computer');
    for (const robot of [UA.googlebot, UA.lighthouse, UA.headless, UA.facebook, '', 'curl/8.5.0'])
      expect(deviceClass(robot)).toBeNull();
  });

  it('keeps the referring site’s domain only, calls the rest direct, and a page of the shop itself no entry', () => {
    expect(referrerDomain('https://www.google.com/search?q=epicerie+lyon', 'epicerie.fr')).toBe('google.com');
    expect(referrerDomain('https://m.facebook.com/story.php?id=1', 'epicerie.fr')).toBe('m.facebook.com');
    expect(referrerDomain('https://epicerie.fr/merchant/products', 'epicerie.fr')).toBeNull();
    expect(referrerDomain('http://127.0.0.1:5000/', '127.0.0.1:5000')).toBeNull();
    expect(referrerDomain('', 'epicerie.fr')).toBe(DIRECT);
    expect(referrerDomain('android-app://com.google.android.gm/', 'epicerie.fr')).toBe('com.google.android.gm');
  });

  it('counts one source whatever the spelling of its domain: case, IDN, trailing dot, www.', () => {
    expect(referrerDomain('https://WWW.Google.COM./search', 'epicerie.fr')).toBe('google.com');
    expect(referrerDomain('https://www.café.fr/', 'epicerie.fr')).toBe('xn--caf-dma.fr');
    expect(referrerDomain('https://xn--caf-dma.fr/', 'epicerie.fr')).toBe('xn--caf-dma.fr');
    expect(referrerDomain('https://ｇｏｏｇｌｅ.com/', 'epicerie.fr')).toBe('google.com');
    expect(referrerDomain('android-app://COM.Google.Android.GM/', 'epicerie.fr')).toBe('com.google.android.gm');
    expect(normaliseSource('Café.FR')).toBe('xn--caf-dma.fr');
  });

  it('keeps the last labels of a long domain, and counts what names no host as « Autres »', () => {
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.example.com`;
    expect(referrerDomain(`https://${long}/`, 'epicerie.fr')).toBe(`${'b'.repeat(60)}.example.com`);
    expect(normaliseSource(`${'c'.repeat(63)}.${'d'.repeat(63)}.fr`)?.length).toBeLessThanOrEqual(MAX_SOURCE_LENGTH);
    expect(referrerDomain('http://[::1]/', 'epicerie.fr')).toBe(OTHER_SOURCES);
    expect(referrerDomain('web+x://(direct)/', 'epicerie.fr')).toBe(OTHER_SOURCES);
    expect(referrerDomain('foo://a%2Fb/', 'epicerie.fr')).toBe(OTHER_SOURCES);
    expect(referrerDomain('https://-x.fr/', 'epicerie.fr')).toBe(OTHER_SOURCES);
  });

  it('keeps the most counted sources up to a cap and adds the rest into « Autres »', () => {
    expect(capSources({ 'a.fr': 1, 'b.fr': 5, 'c.fr': 2, [OTHER_SOURCES]: 4, [DIRECT]: 9 }, 2)).toEqual({
      [DIRECT]: 9,
      'b.fr': 5,
      [OTHER_SOURCES]: 7,
    });
    // Ties go by name, so a rerun keeps the same ones.
    expect(capSources({ 'z.fr': 1, 'y.fr': 1, 'x.fr': 1 }, 2)).toEqual({ 'x.fr': 1, 'y.fr': 1, [OTHER_SOURCES]: 1 });
    expect(capSources({ 'a.fr': 1 }, 2)).toEqual({ 'a.fr': 1 });
  });

  it('adds totals key by key', () => {
    const day = addTotals(emptyTotals('2026-11-27'), {
      views: 2,
      entries: 2,
      pages: { accueil: 2 },
      sources: { [DIRECT]: 1, 'google.com': 1 },
      devices: { phone: 2 },
      actions: {},
    });
    expect(
      addTotals(day, { views: 1, entries: 0, pages: { accueil: 1 }, sources: {}, devices: {}, actions: { call: 1 } }),
    ).toEqual({
      day: '2026-11-27',
      views: 3,
      entries: 2,
      pages: { accueil: 3 },
      sources: { [DIRECT]: 1, 'google.com': 1 },
      devices: { phone: 2 },
      actions: { call: 1 },
    });
  });
});
