import { describe, expect, it } from 'vitest';
import { appUrl, browserPerFile, MOBILE } from './support/browser';
import { onEmulators } from './support/mode';

const browsing = browserPerFile();
if (onEmulators()) {
  console.log(
    'runs under the production security headers: skipped on the emulators, whose 127.0.0.1 endpoints production’s CSP refuses.',
  );
}

describe('foundation', () => {
  it('shows the platform landing page with the three plans on /', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    for (const price of ['29', '59', '99']) {
      await page
        .locator('#pricing')
        .getByText(new RegExp(`${price}\\s*€`))
        .first()
        .waitFor();
    }
    expect(await page.locator('h1').count()).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it("shows the shop's header and footer with ?site=", async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/?site=epicerie-du-marche'));
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(/Tous droits réservés/)
      .waitFor();
    await expect(page.getByRole('contentinfo').textContent()).resolves.toContain(String(new Date().getFullYear()));
  });

  it('shows the skip link above the sticky header when the keyboard reaches it, and it leads to the content', async () => {
    const page = await browsing.page();
    await page.setViewportSize(MOBILE);
    await page.goto(appUrl('/', 'epicerie.localhost'));
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    // What is drawn at the link's middle is the link itself, not the header it overlaps.
    const onTop = await skip.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return drawn !== null && link.contains(drawn);
    });
    expect(onTop).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#contenu$/);
  });

  it('resolves the shop from its domain without a query parameter', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/', 'epicerie.localhost'));
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    const about = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Qui sommes-nous' });
    await expect(about.getAttribute('href')).resolves.toBe('/merchant/about');
  });

  it('keeps a shop’s domain on its shop whatever ?site= names; an unmapped host ignores ?site=', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant/contact?site=traiteur-saveurs', 'epicerie.localhost'));
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    expect(await page.getByText(/Traiteur Saveurs/).count()).toBe(0);
    await page.goto(appUrl('/?site=epicerie-du-marche', 'inconnu.localhost'));
    await page.locator('#pricing').waitFor();
    expect(await page.getByRole('banner').getByText('Épicerie du Marché').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('keeps the site in in-app links on a shared host', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/merchant?site=epicerie-du-marche'));
    const about = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Qui sommes-nous' });
    await expect(about.getAttribute('href')).resolves.toBe('/merchant/about?site=epicerie-du-marche');
  });

  it('shows the 404 page on an unknown path', async () => {
    const page = await browsing.page();
    await page.goto(appUrl('/nulle-part'));
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oups ! Cette page est introuvable.').waitFor();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(appUrl('/'));
  });

  it('opens the mobile menu at 375 px and closes it again, with Escape, and after a choice', async () => {
    await browsing.reopen({ viewport: MOBILE });
    const page = await browsing.page();
    await page.goto(appUrl('/merchant?site=epicerie-du-marche'));
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await menu.waitFor();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    await menu.getByRole('link', { name: 'Produits' }).click();
    await page.waitForURL(/\/merchant\/products\?site=epicerie-du-marche$/);
    await menu.waitFor({ state: 'hidden' });
  });

  it.skipIf(onEmulators())('runs under the production security headers, which refuse an injected script', async () => {
    const page = await browsing.page();
    const response = await page.goto(appUrl('/merchant?site=epicerie-du-marche'));
    const headers = response?.headers() ?? {};
    // Scripts: the site's own, and reCAPTCHA's (App Check) by its exact path.
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self'( https:\/\/www\.(google|gstatic)\.com\/recaptcha\/)*;/,
    );
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await page.getByRole('banner').getByText('Épicerie du Marché').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "oui"';
      document.head.append(script);
      return document.documentElement.dataset.injected === 'oui';
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => page.errors.map((error) => error.message.includes('Content Security Policy')))
      .toEqual([true]);
  });
});
