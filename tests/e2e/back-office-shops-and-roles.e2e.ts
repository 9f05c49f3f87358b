import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, sidebar } from './support/admin';
import { appUrl, browserPerFile } from './support/browser';
import { onEmulators, storageSkipReason } from './support/mode';

const browsing = browserPerFile();
const storageSkip = storageSkipReason();
if (storageSkip) console.log(`uploads a PNG logo and stores it as WebP: ${storageSkip}.`);
else
  console.log('says that uploads need the Storage emulator: skipped, it runs only on the emulators without Storage.');

/** The appearance screen as the owner, with a colour typed but not saved yet. */
async function openAppearance(page: Page): Promise<void> {
  await signIn(page, 'owner@demo.test');
  await page.waitForURL(appUrl('/admin/dashboard'));
  await page.goto(appUrl('/admin/appearance'));
  await page.getByRole('textbox', { name: 'Couleur principale (code hexadécimal)' }).fill('#C0392B');
}

/** Picks a 2400 × 1200 PNG drawn in the page as the logo. */
async function chooseLogo(page: Page): Promise<void> {
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1200;
    const context2d = canvas.getContext('2d');
    if (!context2d) throw new Error('no canvas');
    context2d.fillStyle = '#c0392b';
    context2d.fillRect(0, 0, 2400, 1200);
    context2d.fillStyle = '#ffffff';
    context2d.fillRect(400, 200, 800, 400);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page
    .locator('input[type="file"][aria-label="Logo du site"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
}

const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

describe('back office: sign-in and roles', () => {
  it.each([
    ['admin@demo.test', '/admin/sites'],
    ['owner@demo.test', '/admin/dashboard'],
    ['owner2@demo.test', '/admin/dashboard'],
  ])('signs in as %s', async (email, landing) => {
    const page = await browsing.page();
    await signIn(page, email);
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForURL(appUrl(landing));
    await page.getByRole('complementary', { name: 'Barre latérale' }).getByText(email).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('shows the failure toast on a wrong password', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test', 'mauvais-mot-de-passe');
    await page.getByText('Échec de l’authentification').waitFor();
    await page.getByText('Email ou mot de passe incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('keeps owner@demo.test out of /admin/sites and shows only their site', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await page.getByText('Épicerie du Marché', { exact: true }).first().waitFor();
    await page.goto(appUrl('/admin/sites'));
    await page.waitForURL(appUrl('/admin/dashboard'));
    expect(await sidebar(page).getByRole('link', { name: 'Sites', exact: true }).count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('speaks plain French to an owner about domains: DNS records to ask for, then « En attente de validation »', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await sidebar(page).getByRole('link', { name: 'Paramètres du site' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Domaines' }).click();
    const domains = page.getByRole('list', { name: 'Vos domaines' });
    await domains.getByText('epicerie-du-marche.fr', { exact: true }).waitFor();
    expect(await domains.getByRole('listitem').count()).toBe(2);
    expect(await page.getByText(/localhost|mapping|console Firebase/i).count()).toBe(0);
    const records = page.getByRole('table', { name: 'Enregistrements DNS à créer' });
    expect(await records.getByText('199.36.158.100').count()).toBe(2);

    await page.getByRole('button', { name: 'Ajouter un domaine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un domaine' });
    await dialog.getByRole('textbox', { name: /^Domaine/ }).fill('epicerie-lyon.fr');
    await dialog.getByRole('button', { name: 'Créer' }).click();
    await page.getByText(/^Domaine ajouté/).waitFor();
    const added = domains.getByRole('listitem').filter({ hasText: 'www.epicerie-lyon.fr' });
    await added.getByText('En attente de validation').waitFor();
    expect(await domains.getByText('En attente de validation').count()).toBe(2);
    expect(page.errors).toEqual([]);
  });

  it('sends a new merchant address its confirmation link; the address is confirmed from the link’s page', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await page.goto(appUrl('/admin/settings'));
    const third = page.getByRole('textbox', { name: /^Email marchand 3/ });
    await third.fill('marc@epicerie-du-marche.fr');
    await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await page.getByText('Lien de confirmation envoyé à marc@epicerie-du-marche.fr').waitFor();
    expect(await page.getByText(/^En attente de confirmation/).count()).toBe(1);
    // No email leaves the machine in these modes: the screen offers the link itself.
    const link = new URL((await page.getByRole('link', { name: /ouvrir le lien/ }).getAttribute('href')) ?? '');
    expect(link.pathname).toBe('/confirmer-email');

    const mailbox = await browsing.page();
    await mailbox.goto(appUrl(`${link.pathname}${link.search}`));
    await mailbox.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await mailbox.getByText('Adresse confirmée').waitFor();
    await page.getByText(/^En attente de confirmation/).waitFor({ state: 'detached' });
    expect(await page.getByText(/^Adresse confirmée/).count()).toBe(3);
    expect([...page.errors, ...mailbox.errors]).toEqual([]);
  });

  it('gives owner2 the admin role, who then signs in to every site', async () => {
    const admin = await browsing.page();
    await signIn(admin, 'admin@demo.test');
    await admin.waitForURL(appUrl('/admin/sites'));
    await sidebar(admin).getByRole('link', { name: 'Utilisateurs' }).click();
    await admin.getByRole('combobox', { name: 'Rôle de owner2@demo.test' }).selectOption('admin');
    await admin
      .getByRole('alertdialog', { name: /^Donner le rôle d’administrateur/ })
      .getByRole('button', { name: 'Nommer administrateur' })
      .click();
    await admin.getByText('Rôle mis à jour').waitFor();
    await sidebar(admin).getByRole('button', { name: 'Se déconnecter' }).first().click();
    await admin.waitForURL(/\/admin\/login/);

    // Same browser (the sandbox keeps its data per browser), a new session with the new claim.
    await signIn(admin, 'owner2@demo.test');
    await admin.waitForURL(appUrl('/admin/sites'));
    await admin.getByRole('main').getByText('Épicerie du Marché').first().waitFor();
    expect(admin.errors).toEqual([]);
  });
});

describe('back office: a new shop on its own domain', () => {
  it('creates a site for owner2, an account and a mapping, then nouveau.localhost shows the shop', async () => {
    const page = await browsing.page();
    await signIn(page, 'admin@demo.test', 'demo1234', 'nouveau.localhost');
    await page.waitForURL(appUrl('/admin/sites', 'nouveau.localhost'));

    await page.getByRole('button', { name: 'Nouveau site' }).click();
    const siteDialog = page.getByRole('dialog', { name: 'Nouveau site' });
    await siteDialog.getByRole('textbox', { name: /^Nom du site/ }).fill('Nouvelle Fromagerie');
    await siteDialog.getByRole('searchbox', { name: /^Chercher un compte/ }).fill('owner2');
    await siteDialog.getByRole('radio', { name: 'owner2@demo.test' }).check();
    await siteDialog.getByRole('button', { name: 'Créer le site' }).click();
    await page.getByText('Le site "Nouvelle Fromagerie" a été créé avec succès.').waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Nouvelle Fromagerie' });
    await row.getByText('Propriétaire : owner2@demo.test').waitFor();

    await sidebar(page).getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByRole('button', { name: 'Nouveau compte' }).click();
    const accountDialog = page.getByRole('dialog', { name: 'Nouveau compte' });
    await accountDialog.getByRole('textbox', { name: /^Email/ }).fill('nouveau@demo.test');
    await accountDialog.getByRole('textbox', { name: /^Mot de passe initial/ }).fill('bienvenue');
    await accountDialog.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Compte créé').waitFor();
    await page.getByRole('main').getByText('nouveau@demo.test').waitFor();

    await page.goto(appUrl('/admin/domains', 'nouveau.localhost'));
    await page.getByRole('button', { name: 'Nouveau mapping' }).click();
    const domainDialog = page.getByRole('dialog', { name: 'Nouveau mapping de domaine' });
    await domainDialog.getByRole('textbox', { name: /^Domaine/ }).fill('http://nouveau.localhost');
    await domainDialog.getByRole('searchbox', { name: 'Chercher un site' }).fill('nouvelle');
    await domainDialog.getByRole('radio', { name: 'Nouvelle Fromagerie' }).check();
    await domainDialog.getByRole('button', { name: 'Créer' }).click();
    await page.getByText('Mapping de domaine créé avec succès').waitFor();
    await page
      .getByRole('list', { name: 'Mappings de domaine' })
      .getByText('www.nouveau.localhost', { exact: true })
      .waitFor();

    await page.goto(appUrl('/', 'nouveau.localhost'));
    await page.getByRole('banner').getByText('Nouvelle Fromagerie').waitFor();
    expect(page.errors).toEqual([]);
  });
});

describe('back office: appearance and shell', () => {
  it('takes a new primary colour on an open public page without reload', async () => {
    const publicPage = await browsing.page();
    await publicPage.goto(appUrl('/merchant?site=epicerie-du-marche'));
    await publicPage.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    const primary = () =>
      publicPage.evaluate(() => document.documentElement.style.getPropertyValue('--site-primary').toLowerCase());
    expect(await primary()).not.toBe('#c0392b');

    const admin = await browsing.page();
    await signIn(admin, 'owner@demo.test');
    await admin.waitForURL(appUrl('/admin/dashboard'));
    await sidebar(admin).getByRole('link', { name: 'Apparence' }).click();
    const hex = admin.getByRole('textbox', { name: 'Couleur principale (code hexadécimal)' });
    await hex.fill('#C0392B');
    await hex.press('Enter');
    await expect
      .poll(() =>
        admin
          .getByRole('img', { name: 'Aperçu', exact: true })
          .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--site-primary')),
      )
      .toBe('#C0392B');
    await admin.getByRole('button', { name: 'Enregistrer l’apparence' }).click();
    await admin.getByText('Apparence sauvegardée.').waitFor();

    await expect.poll(primary, { timeout: 10_000 }).toBe('#c0392b');
    expect([...publicPage.errors, ...admin.errors]).toEqual([]);
  });

  it('paints the preview with the colours being edited, before saving and after a reload', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await page.goto(appUrl('/admin/appearance'));
    const preview = page.getByRole('img', { name: 'Aperçu', exact: true });
    const mainButton = preview.getByText('Découvrir nos produits');
    const background = () => mainButton.evaluate((element) => getComputedStyle(element).backgroundColor);
    const footer = () =>
      preview.getByText(/^Pied de page/).evaluate((element) => getComputedStyle(element).backgroundColor);
    const burgundy = 'rgb(123, 30, 58)';
    expect(await background()).not.toBe(burgundy);

    const hex = page.getByRole('textbox', { name: 'Couleur secondaire (foncée) (code hexadécimal)' });
    await hex.fill('#7B1E3A');
    await hex.press('Enter');
    await expect.poll(background).toBe(burgundy);
    expect(await footer()).toBe(burgundy);
    await page.getByRole('button', { name: 'Enregistrer l’apparence' }).click();
    await page.getByText('Apparence sauvegardée.').waitFor();

    await page.reload();
    await expect.poll(background).toBe(burgundy);
    expect(page.errors).toEqual([]);
  });

  it('collapses and restores the sidebar with Ctrl+B, and remembers it across a reload', async () => {
    const page = await browsing.page();
    await signIn(page, 'owner@demo.test');
    await page.waitForURL(appUrl('/admin/dashboard'));
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');
    await page.reload();
    await sidebar(page).waitFor();
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');
    await expect.poll(() => sidebarWidth(page)).toBe(48);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth(page)).toBe(256);
    const cookie = (await browsing.context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('true');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  });

  it.runIf(storageSkip)('says at once that uploads need the Storage emulator, keeping what was typed', async () => {
    const page = await browsing.page();
    await openAppearance(page);
    await chooseLogo(page);
    await page.getByText(/il demande l’émulateur Storage/).waitFor();
    await expect(
      page.getByRole('textbox', { name: 'Couleur principale (code hexadécimal)' }).inputValue(),
    ).resolves.toBe('#C0392B');
  });

  it.skipIf(storageSkip)('uploads a PNG logo and stores it as WebP', async () => {
    const page = await browsing.page();
    await openAppearance(page);
    await chooseLogo(page);
    await page.getByText('Image enregistrée').waitFor();
    await page.getByRole('button', { name: 'Enregistrer l’apparence' }).click();
    await page.getByText('Apparence sauvegardée.').waitFor();

    await page.goto(appUrl('/merchant?site=epicerie-du-marche'));
    const logo = page.getByRole('banner').locator('img').first();
    await expect
      .poll(() => logo.getAttribute('src'))
      .toMatch(onEmulators() ? /^http:\/\/127\.0\.0\.1:9199\/.+\.webp/ : /^data:image\/webp;base64,/);
    const size = await logo.evaluate(async (image) => {
      const element = image as HTMLImageElement;
      await element.decode();
      return [element.naturalWidth, element.naturalHeight];
    });
    // The widest of the three widths the back office stores, 1,600 px wide.
    expect(size).toEqual([1600, 800]);
    expect(page.errors).toEqual([]);
  });
});

describe('back office: a new shop’s setup', () => {
  it('lists on the dashboard what a new shop still shows as samples, its plan’s steps only, with a link to each screen', async () => {
    const page = await browsing.page();
    await signIn(page, 'admin@demo.test');
    await page.waitForURL(appUrl('/admin/sites'));
    await page.getByRole('button', { name: 'Accéder à Boutique Vide' }).click();
    await page.waitForURL(appUrl('/admin/dashboard'));
    const steps = page.getByRole('list', { name: 'Étapes de mise en route' });
    // On Essentiel: neither the products nor the services page, so neither of their steps.
    await steps.getByText('Votre site affiche des avis d’exemple.').waitFor();
    expect(await steps.getByRole('listitem').count()).toBe(8);
    expect(await steps.getByText('Votre site affiche des produits d’exemple.').count()).toBe(0);

    await page.getByRole('link', { name: 'Sites', exact: true }).click();
    await page.getByRole('button', { name: 'Modifier Boutique Vide' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le site' });
    await edit.getByLabel('Formule').selectOption('pro');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Boutique Vide' }).getByText('Formule : Pro').waitFor();
    await page.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
    await steps.getByText('Votre site affiche des produits d’exemple.').waitFor();
    expect(await steps.getByRole('listitem').count()).toBe(10);
    await steps.getByRole('link', { name: 'Produits' }).click();
    await page.waitForURL(appUrl('/admin/products'));
    expect(page.errors).toEqual([]);
  });
});

describe('back office: running the shops', () => {
  it('gives Boutique Vide an owner, takes Traiteur offline and back, then deletes it once its name is typed', async () => {
    const page = await browsing.page();
    await signIn(page, 'admin@demo.test');
    await page.waitForURL(appUrl('/admin/sites'));

    await page.getByRole('button', { name: 'Modifier Boutique Vide' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le site' });
    await edit.getByRole('searchbox', { name: /^Chercher un compte/ }).fill('owner2');
    await edit.getByRole('radio', { name: 'owner2@demo.test' }).check();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    const vide = page.getByRole('listitem').filter({ hasText: 'Boutique Vide' });
    await vide.getByText('owner2@demo.test').waitFor();

    await page.getByRole('button', { name: 'Désactiver Traiteur Saveurs & Co' }).click();
    await page
      .getByRole('alertdialog', { name: 'Désactiver le site' })
      .getByRole('button', { name: 'Désactiver' })
      .click();
    await page.getByRole('listitem').filter({ hasText: 'Traiteur Saveurs & Co' }).getByText('Désactivé').waitFor();
    const visitor = await browsing.page();
    await visitor.goto(appUrl('/merchant?site=traiteur-saveurs'));
    await visitor
      .getByRole('heading', { level: 1, name: 'Traiteur Saveurs & Co n’est pas disponible pour le moment' })
      .waitFor();
    await page.getByRole('button', { name: 'Réactiver Traiteur Saveurs & Co' }).click();
    await visitor
      .getByRole('heading', { level: 1, name: /Traiteur/ })
      .and(visitor.getByText(/Saveurs/))
      .first()
      .waitFor();
    await expect
      .poll(() => visitor.getByText('n’est pas disponible pour le moment').count(), { timeout: 10_000 })
      .toBe(0);

    await page.getByRole('button', { name: 'Supprimer Traiteur Saveurs & Co' }).click();
    const remove = page.getByRole('alertdialog', { name: /^Supprimer .\s?Traiteur Saveurs & Co\s?.$/ });
    await remove.getByRole('textbox', { name: /^Tapez/ }).fill('Traiteur Saveurs & Co');
    await remove.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.getByText(/^Le site .\s?Traiteur Saveurs & Co\s?. a été supprimé\.$/).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Accéder à Traiteur Saveurs & Co' }).count()).toBe(0);
    await visitor.goto(appUrl('/merchant?site=traiteur-saveurs'));
    await expect.poll(() => visitor.getByText('Traiteur Saveurs & Co').count()).toBe(0);
    expect([...page.errors, ...visitor.errors]).toEqual([]);
  });
});
