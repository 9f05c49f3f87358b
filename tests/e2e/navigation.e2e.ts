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

describe('unsaved changes', () => {
  it('asks before leaving a screen or closing the tab with unsaved changes, and keeps them on « Rester »', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await sidebar(page).getByRole('link', { name: 'Page d’accueil' }).click();
    const title = page.getByRole('form', { name: 'Section héro' }).getByRole('textbox', { name: /^Titre/ });
    await title.fill('Nouveau titre pas encore enregistré');

    await sidebar(page).getByRole('link', { name: 'Horaires' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifications non enregistrées' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/pages/home');
    await dialog.getByRole('button', { name: 'Rester sur cet écran' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('Nouveau titre pas encore enregistré');

    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    await sidebar(page).getByRole('link', { name: 'Horaires' }).click();
    await dialog.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.waitForURL(appUrl('/admin/pages/hours'));
    expect(page.errors).toEqual([]);
  });
});
