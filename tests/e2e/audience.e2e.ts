import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDayFrom } from '../../core/src/seed/dates';
import { epicerieAudience } from '../../core/src/seed/epicerie-audience';
import { signIn } from './support/admin';
import { appUrl, browserPerFile, hostingUrl, MOBILE } from './support/browser';
import { readAsServer } from './support/emulator-data';
import { onEmulators } from './support/mode';
import { fillQuoteRequest } from './support/public-forms';

const browsing = browserPerFile();
const SITE = 'epicerie-du-marche';
const SHARDS = `sites/${SITE}/statShards`;
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * The épicerie's contact page: on the emulators through Hosting (the page rendered by renderPage, its
 * beacon rewritten to the audience function, as in production); in the sandbox, the app's page.
 */
const contactPage = () =>
  onEmulators() ? hostingUrl('/merchant/contact', 'epicerie.localhost') : appUrl(`/merchant/contact?site=${SITE}`);

/** The `action`s the demo's daily history holds over the last `days` days (today has none). */
function seeded(action: string, days: number): number {
  const from = isoDayFrom(new Date(), 1 - days);
  return epicerieAudience(new Date())
    .filter(({ path, data }) => path.includes('/stats/') && String(data.day) >= from)
    .reduce((sum, { data }) => sum + ((data.actions as Record<string, number>)[action] ?? 0), 0);
}

interface Totals {
  views: number;
  entries: number;
  pages: Record<string, number>;
  devices: Record<string, number>;
  actions: Record<string, number>;
}

/** The day's shards of the épicerie: the function's writes on the emulators, the local store's in the sandbox. */
async function shards(page: Page): Promise<Record<string, unknown>[]> {
  if (onEmulators()) return readAsServer(SHARDS);
  return page.evaluate(
    (prefix) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('comptoir-sandbox');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'));
        open.onsuccess = () => {
          const store = open.result.transaction('docs', 'readonly').objectStore('docs');
          const all = store.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
          all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
          all.onerror = () => reject(all.error ?? new Error('IndexedDB'));
        };
      }),
    `${SHARDS}/`,
  );
}

async function totals(page: Page): Promise<Totals> {
  const sum: Totals = { views: 0, entries: 0, pages: {}, devices: {}, actions: {} };
  const add = (into: Record<string, number>, from: unknown) => {
    for (const [key, value] of Object.entries((from ?? {}) as Record<string, number>))
      into[key] = (into[key] ?? 0) + value;
  };
  for (const shard of await shards(page)) {
    sum.views += Number(shard.views ?? 0);
    sum.entries += Number(shard.entries ?? 0);
    add(sum.pages, shard.pages);
    add(sum.devices, shard.devices);
    add(sum.actions, shard.actions);
  }
  return sum;
}

const NONE: Totals = { views: 0, entries: 0, pages: {}, devices: {}, actions: {} };

/** What was counted since `before` (each map without its zeros). */
function added(now: Totals, before: Totals): Totals {
  const less = (a: Record<string, number>, b: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(a)
        .map(([key, value]) => [key, value - (b[key] ?? 0)] as const)
        .filter(([, value]) => value !== 0),
    );
  return {
    views: now.views - before.views,
    entries: now.entries - before.entries,
    pages: less(now.pages, before.pages),
    devices: less(now.devices, before.devices),
    actions: less(now.actions, before.actions),
  };
}

/**
 * The day's totals before the test: none in a new sandbox; on the emulators, whatever requests
 * came before it (counted by their triggers as they run) — read once they have stopped moving.
 */
async function totalsBefore(page: Page): Promise<Totals> {
  if (!onEmulators()) return NONE;
  for (let last = await totals(page); ;) {
    await page.waitForTimeout(1_500);
    const next = await totals(page);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
}

describe('« Statistiques »: the public pages count their audience without cookies', () => {
  it('counts a visit from a phone, a tap on the shop’s phone number and a quote request, storing nothing in the browser', async () => {
    await browsing.reopen({ viewport: MOBILE, userAgent: PHONE, locale: 'fr-FR' });
    const page = await browsing.page();
    const before = await totalsBefore(page);
    const counted = async (from: Page) => added(await totals(from), before);
    await page.goto(contactPage());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect
      .poll(() => counted(page), { timeout: 15_000 })
      .toMatchObject({ views: 1, entries: 1, pages: { contact: 1 }, devices: { phone: 1 } });

    await page.locator('a[href^="tel:"]').first().click();
    await expect.poll(async () => (await counted(page)).actions, { timeout: 15_000 }).toEqual({ call: 1 });
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('comptoir:not-counted');
    expect(page.errors).toEqual([]);

    // A quote request, counted where it is written (the request's trigger on the emulators). In a new
    // tab: after a tel: link, headless Chromium delivers no further mouse click to the tab that opened it.
    const quote = await browsing.page();
    await quote.goto(appUrl(`/merchant/services?site=${SITE}`));
    const form = quote.getByRole('form', { name: 'Demande de devis' });
    await fillQuoteRequest(form, 'audience@example.fr');
    await form.getByRole('button', { name: /Envoyer ma demande/ }).click();
    await quote.getByText('Demande envoyée\u00a0!').waitFor();
    await expect.poll(async () => (await counted(quote)).actions, { timeout: 15_000 }).toEqual({ call: 1, quote: 1 });

    // The owner sees them in « Statistiques » (the same browser: the sandbox keeps its data there).
    const admin = await browsing.page();
    await signIn(admin, 'owner@demo.test');
    await admin.waitForURL(appUrl('/admin/dashboard'));
    await admin.goto(appUrl('/admin/stats'));
    await admin.getByLabel('Période').selectOption('7d');
    const actions = admin.getByRole('heading', { level: 2, name: 'Ce que font vos visiteurs' }).locator('..');
    // The demo's history counts some already: one more of each, the tap and the request above.
    for (const [label, action] of [
      ['Appels', 'call'],
      ['Demandes de devis', 'quote'],
    ] as const) {
      await expect
        .poll(() => actions.getByRole('listitem').filter({ hasText: label }).textContent())
        .toMatch(new RegExp(`^${label}\\s*${seeded(action, 7) + (before.actions[action] ?? 0) + 1} ·`));
    }
    // Today's visit is in today's bar.
    const days = admin.getByRole('table', { name: 'Visites par jour' }).getByRole('row');
    await expect
      .poll(async () => (await days.last().textContent())?.replace(/\D+/g, ' ').trim().split(' ').at(-1))
      .not.toBe('0');
  });

  it('counts nothing from a headless browser, a robot like crawlers and Lighthouse', async () => {
    const page = await browsing.page();
    await page.goto(contactPage());
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The beacon goes once the page is idle (about a second here): give it three.
    await page.waitForTimeout(3_000);
    expect((await totals(page)).views).toBe(0);
  });
});
