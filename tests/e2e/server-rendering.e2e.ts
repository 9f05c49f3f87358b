import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRESTORE_PORT, MOBILE, browserPerFile, hostingUrl } from './support/browser';
import { writeAsServer } from './support/emulator-data';
import { onEmulators } from './support/mode';
import { jsonLdTypes } from './support/json-ld';

const skip = onEmulators()
  ? undefined
  : 'skipped in sandbox mode: pages are rendered on the server only behind Firebase Hosting (npm run test:e2e:emulators)';
if (skip) console.log(`server rendering: ${skip}`);

const SHOP_PAGES = ['/', '/merchant/about', '/merchant/services', '/merchant/products', '/merchant/contact'];

/** Holds back the page's app (every script but its first) until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-).*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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
    // The shop (LocalBusiness) once, and its four coming events.
    expect(await jsonLdTypes(page)).toEqual(['LocalBusiness', 'Event', 'Event', 'Event', 'Event']);
  });

  it('keeps the domain’s shop whatever ?site= names, on the server and once hydrated', async () => {
    await browsing.reopen({ viewport: MOBILE, locale: 'fr-FR' });
    const page = await browsing.page();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const response = await page.goto(hostingUrl('/merchant/contact?site=traiteur-saveurs'), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/ — Épicerie du Marché$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(hostingUrl('/merchant/contact'));
    // Once hydrated (the first touch starts it) the page stays the épicerie's.
    await page.locator('main').hover();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    expect(await page.getByText(/Traiteur Saveurs/).count()).toBe(0);
    expect(problems).toEqual([]);
    expect(page.errors).toEqual([]);
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
    // (the SDKs' requests, and the public documents' plain GETs; not the listener's channel, whose
    // GETs carry their headers in the address).
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port !== FIRESTORE_PORT) return;
      if (request.method() === 'POST' || (request.method() === 'GET' && url.pathname.startsWith('/v1/projects/')))
        firestoreHeaders.push(request.headers());
    });
    await page.goto(hostingUrl('/'), { waitUntil: 'load' });
    // A visitor who only reads runs the page's small first script and, once the page is idle, the
    // audience beacon (0.8 KB), nothing else for a while; the code that would hydrate it is only
    // prefetched (fetched, not run).
    const scripts = (initiator: string) =>
      page.evaluate(
        (initiator) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === initiator)
            .map((entry) => new URL(entry.name).pathname),
        initiator,
      );
    await page.waitForTimeout(1_000);
    const ran = await scripts('script');
    expect(ran[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    for (const later of ran.slice(1)) expect(later).toMatch(/^\/assets\/(count-visits|own-visits)-[\w-]+\.js$/);
    expect(await scripts('link')).toContainEqual(expect.stringMatching(/^\/assets\/hydrate-page-[\w-]+\.js$/));
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Then the app hydrates by itself (a few seconds after loading) and goes live: an edit made
    // elsewhere appears without a reload.
    await writeAsServer('sites/epicerie-du-marche/pages/home', { heroTitle: 'Vendanges au marché', heroSubtitle: '' });
    await page.getByRole('heading', { level: 1, name: 'Vendanges au marché' }).waitFor({ timeout: 45_000 });
    // The page's own clock: every Firestore request started after the load event (hydration done).
    const timing = await page.evaluate(
      (port) => ({
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        firestore: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).port === port)
          .map((entry) => entry.startTime),
      }),
      FIRESTORE_PORT,
    );
    expect(timing.firestore.length).toBeGreaterThan(0);
    expect(Math.min(...timing.firestore)).toBeGreaterThanOrEqual(timing.loaded);
    expect(firestoreHeaders.length).toBeGreaterThan(0);
    expect(firestoreHeaders.filter((headers) => !headers['x-firebase-appcheck'])).toEqual([]);
    expect(problems).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('keeps where the visitor scrolled when the app hydrates', async () => {
    await browsing.reopen({ viewport: MOBILE, locale: 'fr-FR' });
    const page = await browsing.page();
    await page.goto(hostingUrl('/'), { waitUntil: 'load' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // The app hydrates by itself a few seconds after loading; the page stays where it was read.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  it('opens a question of the FAQ and a service’s tab at the first tap, before the app, and keeps them once hydrated', async () => {
    await browsing.reopen({ viewport: MOBILE, locale: 'fr-FR', hasTouch: true });
    const page = await browsing.page();
    await page.goto(hostingUrl('/merchant/services'), { waitUntil: 'load' });
    const releaseApp = await holdAppScripts(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const question = page.locator('details').first();
    const answer = question.locator('summary + *');
    expect(await answer.isVisible()).toBe(false);
    await question.locator('summary').tap();
    await answer.waitFor({ state: 'visible' });
    // A service's tab shows its panel at once too (its press is kept for the app).
    const tabs = page.getByRole('tab');
    const second = tabs.nth(1);
    await second.tap();
    const panel = page.getByRole('tabpanel', { name: (await second.textContent()) ?? '' });
    await panel.waitFor({ state: 'visible' });
    await expect(second.getAttribute('aria-selected')).resolves.toBe('true');
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    releaseApp();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    expect(await answer.isVisible()).toBe(true);
    expect(await panel.isVisible()).toBe(true);
    // The app's own tabs from then on.
    await tabs.first().tap();
    await panel.waitFor({ state: 'hidden' });
    await expect(tabs.first().getAttribute('aria-selected')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.unrouteAll();
  });

  it('opens the menu and a product’s dialog at the first tap, before the app, shows a press held for it and does it then, and keeps a form filled and sent before it was', async () => {
    await browsing.reopen({ viewport: MOBILE, locale: 'fr-FR', hasTouch: true });
    const page = await browsing.page();
    await page.goto(hostingUrl('/'), { waitUntil: 'load' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // The menu is native: it opens at the first tap, before the app, which that tap starts loading.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await menu.waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Then the app answers: the button says what it does now, and a choice closes the menu.
    await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
    await menu.getByRole('link', { name: 'Produits' }).click();
    await page.waitForURL(/\/merchant\/products$/);
    await menu.waitFor({ state: 'hidden' });

    // A product's dialog is in the page: it opens and closes before the app (its scripts held
    // back here); a press only the app can answer (« Commander ») shows at once that it was taken,
    // and is done once the app is there, in the dialog still open.
    await page.goto(hostingUrl('/merchant/products'), { waitUntil: 'load' });
    let letScriptsThrough = () => undefined as void;
    const held = new Promise<void>((resolve) => (letScriptsThrough = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const opener = page.getByRole('button', { name: 'Voir options\u00a0: Miel de lavande' });
    await opener.tap();
    const dialog = page.getByRole('dialog', { name: 'Miel de lavande' });
    await dialog.getByText('Choisir une déclinaison :').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await opener.tap();
    const order = dialog.getByRole('button', { name: 'Commander cette déclinaison' });
    await order.tap();
    await expect(order.getAttribute('aria-busy')).resolves.toBe('true');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    letScriptsThrough();
    await dialog.getByRole('heading', { name: 'Réserver pour un retrait en boutique' }).waitFor();
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Fermer' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await page.unrouteAll();

    // The products' search and filters answer before the app (its scripts held back): the
    // page's first script hides what does not match and counts what shows; the app, once there,
    // lists the same, from what was typed, with no hydration error.
    await page.goto(hostingUrl('/merchant/products'), { waitUntil: 'load' });
    const releaseApp = await holdAppScripts(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    const shownNames = () => catalogue.locator('li:not([hidden]) h3').allTextContents();
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Épicerie fine' });
    await expect.poll(async () => (await shownNames()).length).toBeLessThan(13);
    const inCategory = (await shownNames()).length;
    expect(inCategory).toBeGreaterThan(1);
    await expect(catalogue.getByRole('status').textContent()).resolves.toBe(`${inCategory} produits`);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('MIEL');
    await expect.poll(shownNames).toEqual(['Miel de lavande']);
    await expect(catalogue.getByRole('status').textContent()).resolves.toBe('1 produit');
    // The label and « Sans … » too: the honey is organic and known free of every allergen.
    const label = page.getByRole('combobox', { name: 'Label' });
    const without = page.getByRole('combobox', { name: 'Allergènes' });
    await label.selectOption({ label: 'Fait maison' });
    await expect.poll(shownNames).toEqual([]);
    await expect(catalogue.getByRole('status').textContent()).resolves.toBe('0 produit');
    await label.selectOption({ label: 'Agriculture biologique' });
    await without.selectOption({ label: 'Sans lait' });
    await expect.poll(shownNames).toEqual(['Miel de lavande']);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    releaseApp();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => catalogue.locator('li').count()).toBe(1);
    await expect(shownNames()).resolves.toEqual(['Miel de lavande']);
    // The app's own list from then on: the items the first script hid are drawn again when listed.
    await label.selectOption({ label: 'Tous' });
    await without.selectOption({ label: 'Tous' });
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await expect.poll(() => catalogue.locator('li:not([hidden])').count()).toBe(inCategory);
    expect(problems).toEqual([]);
    await page.unrouteAll();

    // The sort too, on screen: the items keep their place in the page (the app hydrates it as the
    // server drew it) and show in the chosen order; the app, once there, lists them in that order.
    await page.goto(hostingUrl('/merchant/products'), { waitUntil: 'load' });
    const releaseSorted = await holdAppScripts(page);
    const inPage = () => catalogue.locator('li h3').allTextContents();
    const onScreen = async () => {
      const cards = await catalogue
        .locator('li h3')
        .evaluateAll((titles) =>
          titles.map((title) => ({ name: title.textContent ?? '', box: title.getBoundingClientRect() })),
        );
      return cards.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left).map((card) => card.name);
    };
    const pageOrder = await inPage();
    await page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Prix croissant' });
    await expect.poll(onScreen).not.toEqual(pageOrder);
    const sortedEarly = await onScreen();
    expect(await inPage()).toEqual(pageOrder);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    releaseSorted();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(inPage).toEqual(sortedEarly);
    await expect.poll(() => catalogue.locator('li[style*="order"]').count()).toBe(0);
    expect(await onScreen()).toEqual(sortedEarly);
    expect(problems).toEqual([]);
    await page.unrouteAll();

    await page.goto(hostingUrl('/merchant/contact'), { waitUntil: 'load' });
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    // Typed and sent straight away: what was typed before hydration reaches the app, the form is
    // sent by the app once it is ready (never by the browser, which would put it in the address).
    const form = page.getByRole('form', { name: 'Nous contacter' });
    await form.locator('[name="firstName"]').fill('Léa');
    await form.locator('[name="name"]').fill('Dubois');
    await form.locator('[name="email"]').fill('lea.hydratation@example.fr');
    await form.locator('[name="subject"]').fill('Avant le chargement');
    await form.locator('[name="message"]').fill('Écrit avant que la page ne soit interactive.');
    await form.getByRole('button', { name: /Envoyer le message/ }).click();
    await page.getByText('Message envoyé\u00a0!').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(page.errors).toEqual([]);
  });
});
