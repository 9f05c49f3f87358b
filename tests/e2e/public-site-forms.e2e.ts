import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, browserPerFile, DESKTOP, MOBILE } from './support/browser';
import { signIn, sidebar } from './support/admin';
import { expectLeadAndEmail, expectProspectAndEmail, writeAsServer } from './support/emulator-data';
import { onEmulators } from './support/mode';
import { fillQuoteRequest } from './support/public-forms';

const browsing = browserPerFile();

const QUOTE_MESSAGES = [
  'Le prénom doit contenir au moins 2 caractères',
  'Le nom doit contenir au moins 2 caractères',
  'Adresse email invalide',
  'Numéro de téléphone requis',
  'Veuillez sélectionner un service',
  'La date de l’événement est requise',
  'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
];

const CONTACT_MESSAGES = [
  'Veuillez indiquer votre prénom',
  'Veuillez indiquer votre nom',
  'Veuillez indiquer votre adresse email',
  'Veuillez indiquer l’objet de votre message',
  'Veuillez écrire votre message',
];

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

describe('services page and its quote form', () => {
  it("preselects a category with 'Demander un devis', refuses an invalid request and sends a valid one", async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/services?site=epicerie-du-marche'));
    await page.getByRole('heading', { level: 1, name: 'Nos prestations' }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);

    await page.getByRole('tab', { name: 'Plateaux apéritifs' }).click();
    await page.getByRole('button', { name: /Demander un devis\s: Plateaux apéritifs/ }).click();
    const form = page.getByRole('form', { name: 'Demande de devis' });
    await expect.poll(() => form.locator('select[name="service"]').inputValue()).toBe('Plateaux apéritifs');
    await expect.poll(() => focusedName(page)).toBe('firstName');
    // The quote section has been scrolled into view.
    await expect
      .poll(async () => (await page.locator('#devis').boundingBox())?.y ?? Infinity)
      .toBeLessThan(DESKTOP.height / 2);

    await form.locator('select[name="service"]').selectOption('');
    await form.getByRole('button', { name: /Envoyer ma demande/ }).click();
    for (const message of QUOTE_MESSAGES) await form.getByText(message).waitFor();
    expect(await focusedName(page)).toBe('firstName');

    await fillQuoteRequest(form, 'camille@example.fr');
    await form.getByRole('button', { name: /Envoyer ma demande/ }).click();

    await page.getByText('Demande envoyée\u00a0!').waitFor();
    await page.getByText('Nous vous contacterons rapidement pour discuter de votre projet.').waitFor();
    for (const name of ['firstName', 'email', 'service', 'date', 'details']) {
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('');
    }
    if (onEmulators()) await expectLeadAndEmail('epicerie-du-marche', 'quoteRequest', 'camille@example.fr');
    expect(page.errors).toEqual([]);
  });

  it('shows the FAQ answers on demand', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/services?site=epicerie-du-marche'));
    await page.getByRole('heading', { name: 'Questions fréquentes' }).waitFor();
    const answer = page.getByText(/Carte bancaire, espèces et titres-restaurant/);
    expect(await answer.isVisible()).toBe(false);
    // A disclosure of the browser's own: the question is its summary, a heading inside it.
    await page.getByRole('heading', { name: 'Quels moyens de paiement acceptez-vous\u00a0?' }).click();
    await answer.waitFor({ state: 'visible' });
    await page.getByRole('heading', { name: 'Quels moyens de paiement acceptez-vous\u00a0?' }).click();
    await answer.waitFor({ state: 'hidden' });
    // With the keyboard too.
    await page.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details').first().getAttribute('open')).resolves.toBe('');
    expect(page.errors).toEqual([]);
  });
});

describe('contact page and its form', () => {
  it('refuses an invalid message and sends a valid one, on a phone', async () => {
    await browsing.reopen({ viewport: MOBILE, hasTouch: true });
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/contact?site=epicerie-du-marche'));
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    await page.getByRole('link', { name: '04 78 42 17 35' }).waitFor();
    await page.getByText('Aujourd’hui').waitFor();

    const form = page.getByRole('form', { name: 'Nous contacter' });
    await form.locator('[name="email"]').fill('lea.example.fr');
    await form.getByRole('button', { name: /Envoyer le message/ }).click();
    for (const message of CONTACT_MESSAGES.filter((text) => !text.includes('email'))) {
      await form.getByText(message).waitFor();
    }
    await form.getByText('Adresse email invalide').waitFor();
    expect(await focusedName(page)).toBe('firstName');

    await form.locator('[name="firstName"]').fill('Léa');
    await form.locator('[name="name"]').fill('Dubois');
    await form.locator('[name="email"]').fill('lea@example.fr');
    await form.locator('[name="subject"]').fill('Horaires de Noël');
    await form.locator('[name="message"]').fill('Serez-vous ouverts le 24 décembre après-midi ?');
    await form.getByRole('button', { name: /Envoyer le message/ }).click();

    await page.getByText('Message envoyé\u00a0!').waitFor();
    await page.getByText('Nous vous répondrons dans les plus brefs délais.').waitFor();
    for (const name of ['firstName', 'name', 'email', 'subject', 'message']) {
      expect(await form.locator(`[name="${name}"]`).inputValue()).toBe('');
    }
    if (onEmulators()) await expectLeadAndEmail('epicerie-du-marche', 'contactMessage', 'lea@example.fr');
    expect(page.errors).toEqual([]);
  });

  it('shows every empty-field message when nothing is typed', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/contact?site=epicerie-du-marche'));
    const form = page.getByRole('form', { name: 'Nous contacter' });
    await form.getByRole('button', { name: /Envoyer le message/ }).click();
    for (const message of CONTACT_MESSAGES) await form.getByText(message).waitFor();
    expect(page.errors).toEqual([]);
  });

  // In the sandbox a write reaches another tab through the published documents the writing tab
  // rebuilds: the back office's special-period test (a real write, another tab) covers it there.
  it.runIf(onEmulators())('shows a special period written in Firestore without a reload', async () => {
    const contact = await browsing.page();
    await contact.goto(appUrl('/merchant/contact?site=epicerie-du-marche'));
    const hours = contact.getByRole('region', { name: 'Horaires d’ouverture' });
    await hours.getByText('Aujourd’hui').waitFor();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const path = 'sites/epicerie-du-marche/specialPeriods/sp-e2e-fermeture';
    const period = {
      title: 'Fermeture pour travaux',
      description: '',
      startDate: today,
      endDate: today,
      isSingleDay: true,
      isPeriodClosed: true,
      times: {},
      days: [],
    };
    // Written in Firestore: the publish trigger rebuilds the site's published document, which the
    // open page listens to.
    await writeAsServer(path, period);
    const todayRow = hours.locator('li[aria-current="date"]');
    await todayRow.getByText('Fermeture pour travaux').waitFor();
    await todayRow.getByText('Fermé', { exact: true }).waitFor();
    await hours.getByText('En cours').waitFor();
    expect(contact.errors).toEqual([]);
  });
});

describe('the landing page for shops', () => {
  it('sends a shop’s request with the plan of the button used, which the administrators then see', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/'));
    await page.getByRole('link', { name: 'Choisir ce plan' }).click();
    const form = page.getByRole('form', { name: 'Demande de mise en ligne' });
    await expect.poll(() => form.getByRole('combobox', { name: /^Formule/ }).inputValue()).toBe('pro');
    expect(await page.locator('a[href="#"]').count()).toBe(0);
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await form.getByText('Veuillez indiquer le nom de votre commerce').waitFor();
    await form.getByRole('textbox', { name: /^Nom du commerce/ }).fill('Fromagerie Dupont');
    await form.getByRole('textbox', { name: /^Votre nom/ }).fill('Claire Dupont');
    await form.getByRole('textbox', { name: /^Email/ }).fill('claire@fromagerie.test');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByRole('status').getByText('Merci, votre demande est envoyée').waitFor();
    if (onEmulators()) await expectProspectAndEmail('claire@fromagerie.test');

    await signIn(page, 'admin@demo.test');
    await page.waitForURL(appUrl('/admin/sites'));
    await sidebar(page).getByRole('link', { name: 'Demandes de sites' }).click();
    const request = page.getByRole('list', { name: 'Demandes de commerçants' }).getByRole('listitem');
    await request.getByRole('heading', { name: 'Fromagerie Dupont' }).waitFor();
    await request.getByText('Pro', { exact: true }).waitFor();
    expect(page.errors).toEqual([]);
  });
});
