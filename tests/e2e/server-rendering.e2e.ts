import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOBILE, browserPerFile } from './support/browser';
import { writeAsServer } from './support/emulator-data';
import { onEmulators } from './support/mode';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: { hosting: { port: number } };
};
/** Through the Hosting emulator: public pages are rendered by the renderPage function. */
const hostingUrl = (path: string, host = 'epicerie.localhost') =>
  `http://${host}:${firebaseJson.emulators.hosting.port}${path}`;

const skip = onEmulators()
  ? undefined
  : 'skipped in sandbox mode: pages are rendered on the server only behind Firebase Hosting (npm run test:e2e:emulators)';
if (skip) console.log(`server rendering: ${skip}`);

const SHOP_PAGES = ['/', '/merchant/about', '/merchant/services', '/merchant/products', '/merchant/contact'];

describe.skipIf(skip)('shop pages rendered on the server', () => {
  const browsing = browserPerFile();

  it('sends each page whole in its first HTML: the shop’s h1 and head, today’s opening status, no script needed', async () => {
    await browsing.reopen({ javaScriptEnabled: false, viewport: MOBILE, locale: 'fr-FR' });
    const page = await browsing.page();
    for (const path of SHOP_PAGES) {
      const response = await page.goto(hostingUrl(path));
      expect(response?.status(), path).toBe(200);
      expect(await page.title(), path).toMatch(/ — Épicerie du Marché$/);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect((await page.locator('h1').innerText()).length, path).toBeGreaterThan(3);
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('fr_FR');
    }
    await page.goto(hostingUrl('/'));
    expect(
      await page
        .getByText(/^(Ouvert|Fermé)/)
        .first()
        .innerText(),
    ).toMatch(/^(Ouvert|Fermé)/);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  });

  it('hydrates without an error or a Firestore read before it is interactive, then shows an edit live (App Check on every read)', async () => {
    await browsing.reopen({ viewport: MOBILE, locale: 'fr-FR' });
    const page = await browsing.page();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    // Firestore can require App Check: every request the app makes to it carries a token.
    const firestoreHeaders: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === '8080' && request.method() === 'POST')
        firestoreHeaders.push(request.headers());
    });
    await page.goto(hostingUrl('/'), { waitUntil: 'load' });
    // Live again once idle: an edit made elsewhere appears without a reload.
    await writeAsServer('sites/epicerie-du-marche/pages/home', { heroTitle: 'Vendanges au marché', heroSubtitle: '' });
    await page.getByRole('heading', { level: 1, name: 'Vendanges au marché' }).waitFor({ timeout: 45_000 });
    // The page's own clock: every Firestore request started after the load event (hydration done).
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      firestore: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).port === '8080')
        .map((entry) => entry.startTime),
    }));
    expect(timing.firestore.length).toBeGreaterThan(0);
    expect(Math.min(...timing.firestore)).toBeGreaterThanOrEqual(timing.loaded);
    expect(firestoreHeaders.length).toBeGreaterThan(0);
    expect(firestoreHeaders.filter((headers) => !headers['x-firebase-appcheck'])).toEqual([]);
    expect(problems).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
