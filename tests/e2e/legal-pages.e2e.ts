import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserPerFile } from './support/browser';

const browsing = browserPerFile();

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations' }).getByRole('link', { name });

async function expectNotice(form: Locator, privacyPath: string): Promise<void> {
  await form.getByText(/Vos données servent uniquement à répondre à votre demande/).waitFor();
  const link = form.getByRole('link', { name: 'Politique de confidentialité' });
  expect(await link.getAttribute('href')).toBe(privacyPath);
  // No consent box, ticked or not: the notice informs, it asks nothing.
  expect(await form.locator('input[type="checkbox"]').count()).toBe(0);
}

describe('legal pages', () => {
  it('are reached from the footer of a shop on its own domain', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/', 'epicerie.localhost'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    await footerLink(page, 'Mentions légales').click();
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mentions-legales');
    expect(new URL(page.url()).search).toBe('');
    await page.getByText('812 345 671 00018').waitFor();
    expect(await page.locator('h1').count()).toBe(1);

    await footerLink(page, 'Politique de confidentialité').click();
    await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/confidentialite');
    await page.getByRole('region', { name: 'Vos droits' }).getByText(/CNIL/).waitFor();

    await footerLink(page, 'Conditions générales').click();
    await page.getByText(/Les paniers et plateaux se commandent/).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('are the platform’s own on its domain, linked from the landing page', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/'));
    await footerLink(page, 'Mentions légales').click();
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    await page.getByText('Comptoir SAS').first().waitFor();
    expect(await footerLink(page, 'Conditions générales').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});

describe('the privacy notice', () => {
  it('closes each public form, linking to the site’s privacy policy', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/contact?site=epicerie-du-marche'));
    await expectNotice(page.getByRole('form', { name: 'Nous contacter' }), '/confidentialite?site=epicerie-du-marche');

    await page.goto(appUrl('/merchant/services?site=epicerie-du-marche'));
    await expectNotice(
      page.getByRole('form', { name: 'Demande de devis' }),
      '/confidentialite?site=epicerie-du-marche',
    );

    await page.goto(appUrl('/'));
    await expectNotice(page.getByRole('form', { name: 'Demande de mise en ligne' }), '/confidentialite');
    expect(page.errors).toEqual([]);
  });
});
