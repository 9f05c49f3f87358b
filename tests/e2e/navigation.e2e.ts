import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, sidebar } from './support/admin';
import { appUrl, browserPerFile } from './support/browser';

const browsing = browserPerFile();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('navigation and scroll position', () => {
  it('opens the products page at the top, and back returns to where the visitor was', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant?site=epicerie-du-marche'));
    const link = page.getByRole('link', { name: /Voir tous nos produits/ });
    await link.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(500);

    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Nos Produits' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL(appUrl('/merchant?site=epicerie-du-marche'));
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThan(50);
    expect(page.errors).toEqual([]);
  });

  it('opens a page of the footer at the top', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/about?site=epicerie-du-marche'));
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  it('opens each back-office screen at the top', async () => {
    await browsing.reopen({ viewport: { width: 1280, height: 400 } });
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await page.goto(appUrl('/admin/pages/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Scrolled to the bottom once the editor's content is there.
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY)))
      .toBeGreaterThan(200);
    await sidebar(page).getByRole('link', { name: 'Apparence' }).click();
    await page.waitForURL(appUrl('/admin/appearance'));
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
