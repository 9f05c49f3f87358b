import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCALE } from '@comptoir/core/scale';
import { signIn } from './support/admin';
import { appUrl, browserPerFile } from './support/browser';
import { fillQuoteRequest } from './support/public-forms';
import { loadScaleShop, scaleShop } from './support/scale-shop';

const browsing = browserPerFile();

const inbox = (page: Page) => page.getByRole('list', { name: 'Demandes de devis' });
const names = (page: Page) => inbox(page).getByRole('heading', { level: 2 }).allTextContents();
const showMore = (page: Page) => page.getByRole('button', { name: 'Afficher plus' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Statut' }).first();

/** Every text the export button shows while it works (« Export… 500 lus »), kept by the page. */
const recordExportProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { exportProgress: string[] }).exportProgress = seen;
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('button'))
        if (button.textContent?.startsWith('Export…') && !seen.includes(button.textContent))
          seen.push(button.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

describe('the back office pages a shop with years of requests', () => {
  it('shows 25 requests, 25 more on demand, filters across pages, takes a new one at the top, exports them all', async () => {
    const page = await browsing.page();
    const shop = scaleShop();
    const unload = await loadScaleShop(page, shop);
    try {
      await signIn(page, shop.owner.email);
      await page.waitForURL(/\/admin(\/dashboard)?$/);
      await page.goto(appUrl('/admin/content/quotes'));

      // The first page, then the second, in the inbox's order (newest first).
      const newest = shop.quotes.map((quote) => quote.name);
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(newest.slice(0, 25));
      await showMore(page).click();
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(newest.slice(0, 50));

      // A status filter is a query: its pages hold only that status, however far apart in time.
      const inProgress = shop.quotes.filter((quote) => quote.status === 'in_progress').map((quote) => quote.name);
      expect(inProgress.length).toBeGreaterThan(50);
      await statusFilter(page).selectOption({ label: 'En cours' });
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(inProgress.slice(0, 25));
      await showMore(page).click();
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(inProgress.slice(0, 50));

      // A visitor's request arrives live at the top of the open first page; the one it pushes off
      // that page opens the next.
      await statusFilter(page).selectOption({ label: 'Tous les statuts' });
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(newest.slice(0, 25));
      const visitor = await browsing.page();
      await visitor.goto(appUrl(`/merchant/services?site=${SCALE.bigShop}`));
      const form = visitor.getByRole('form', { name: 'Demande de devis' });
      await fillQuoteRequest(form, 'nina.nouvelle@example.fr', { firstName: 'Nina', lastName: 'Nouvelle' });
      await form.getByRole('button', { name: /Envoyer ma demande/ }).click();
      await visitor.getByText('Demande envoyée\u00a0!').waitFor();
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(['Nina Nouvelle', ...newest.slice(0, 24)]);
      await showMore(page).click();
      await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(['Nina Nouvelle', ...newest.slice(0, 49)]);

      // The export reads every request, page after page, saying how far it has got.
      await recordExportProgress(page);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'Exporter en CSV' }).click(),
      ]);
      const lines = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1 + shop.quotes.length + 1);
      expect(lines.filter((line) => line.includes(';Nouvelle;'))).toHaveLength(1);
      const progress = await page.evaluate(() => (window as unknown as { exportProgress: string[] }).exportProgress);
      expect(progress.some((text) => /Export… [\d\u202f]{3,} lus/.test(text))).toBe(true);
      expect(await names(page)).toHaveLength(50);
      expect(page.errors).toEqual([]);
    } finally {
      await unload();
    }
  }, 180_000);
});
