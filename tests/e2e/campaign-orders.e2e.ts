import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin';
import { DESKTOP, MOBILE, appUrl, browserPerFile, openPage } from './support/browser';
import { onEmulators } from './support/mode';

const browsing = browserPerFile();
const SITE = 'epicerie-du-marche';
const SHOTS = process.env.SHOTS_DIR;
/** Where the functions send a paying visitor back on the emulators: `npm start`'s address, not this run's. */
const EMULATOR_APP_URL =
  /^APP_URL=(.+)$/m.exec(readFileSync(new URL('../../functions/.env.demo-comptoir', import.meta.url), 'utf8'))?.[1] ??
  '';

/**
 * The owner's phone: in the sandbox a tab beside the visitor's (its data is this browser's), on the
 * emulators a browser of its own (the data is the server's, the session the owner's alone).
 */
async function ownersPhone() {
  const context = onEmulators()
    ? await browsing.context.browser()!.newContext({ viewport: MOBILE, locale: 'fr-FR' })
    : browsing.context;
  const page = await openPage(context);
  await page.setViewportSize(MOBILE);
  await signIn(page, 'owner@demo.test');
  await page.waitForURL(/\/admin(\/dashboard)?$/);
  await page.goto(appUrl('/admin/content/orders'));
  await expect.poll(() => page.getByRole('combobox', { name: 'Jour de retrait' }).inputValue()).toMatch(/-12-24$/);
  return page;
}

// The seed dates its campaign from the clock (the coming Christmas): the test reads the 24th's option.
describe('holiday orders', () => {
  it('a visitor orders the last bûches of the 24th, is held to what is left, pays on the checkout and is confirmed, and the owner’s open sheet shows it', async () => {
    const owner = await ownersPhone();
    const louise = owner.getByRole('listitem').filter({ hasText: 'Louise Bernard' });
    expect(await louise.count()).toBe(0);
    const visitor = await browsing.page();
    await visitor.goto(appUrl(`/merchant/commandes?site=${SITE}`));
    await visitor.getByRole('heading', { level: 1, name: 'Commandes de Noël' }).waitFor();
    const card = visitor.locator('li', { hasText: '8 parts' });
    await card.getByText(/^Plus que 3 pour le 24 décembre$/).waitFor();
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      for (const [name, size] of [
        ['375', MOBILE],
        ['1280', DESKTOP],
      ] as const) {
        await visitor.setViewportSize(size);
        await visitor.screenshot({ path: `${SHOTS}/campaign-${name}.png`, fullPage: true });
      }
    }

    // axe finds nothing serious on the campaign page.
    await visitor.evaluate(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await visitor.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string }[] }> };
      };
      return (await axe.run(document)).violations.map(({ id, impact }) => `${impact} ${id}`);
    });
    expect(violations.filter((violation) => /^(serious|critical)/.test(violation))).toEqual([]);

    const day = visitor.getByLabel('Jour de retrait');
    const dates = await day
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const the24th = dates.find((date) => date.endsWith('-12-24')) ?? '';
    await day.selectOption(the24th);
    const slot = visitor.getByLabel('Créneau de retrait');
    const firstSlot = await slot.locator('option:not([value=""])').first().getAttribute('value');
    await slot.selectOption(firstSlot ?? '');
    const quantity = visitor.getByLabel(/^Quantité — Bûche pralinée, 8 parts/);
    await quantity.fill('4');
    await visitor.getByLabel('Prénom').fill('Louise');
    await visitor.getByLabel(/^Nom/).fill('Bernard');
    await visitor.getByLabel('Téléphone').fill('06 12 34 56 78');
    await visitor.getByLabel('Email').fill('louise.bernard@example.fr');
    await visitor.getByLabel('Note pour la boutique').fill('Sans inscription');
    const consent = visitor.getByRole('checkbox');
    if ((await consent.count()) > 0) await consent.first().check();

    // Refused: more than is left; what was typed stays.
    await visitor.getByRole('button', { name: /^Commander/ }).click();
    await card
      .getByText(/Plus que 3|plus que 3|reste 3|3 restant/)
      .first()
      .waitFor();
    expect(await visitor.getByLabel('Email').inputValue()).toBe('louise.bernard@example.fr');
    expect(await visitor.getByLabel('Note pour la boutique').inputValue()).toBe('Sans inscription');
    expect(await quantity.inputValue()).toBe('4');

    await quantity.fill('1');
    await visitor.getByRole('button', { name: /^Commander/ }).click();

    // The checkout: the sandbox's demo page, or the stand-in's on the emulators, both « Payer ».
    const pay = visitor.getByRole('button', { name: /^Payer/ });
    await pay.waitFor({ timeout: 20_000 });
    if (SHOTS) {
      for (const [name, size] of [
        ['375', MOBILE],
        ['1280', DESKTOP],
      ] as const) {
        await visitor.setViewportSize(size);
        await visitor.screenshot({ path: `${SHOTS}/payment-${name}.png`, fullPage: true });
      }
    }
    if (onEmulators()) {
      await visitor.route(`${EMULATOR_APP_URL}/**`, (route) => {
        const { pathname, search } = new URL(route.request().url());
        return route.fulfill({ status: 302, headers: { location: appUrl(`${pathname}${search}`) } });
      });
    }
    await pay.click();
    await visitor.getByRole('heading', { level: 1, name: 'Commande confirmée' }).waitFor({ timeout: 20_000 });
    if (SHOTS) {
      for (const [name, size] of [
        ['375', MOBILE],
        ['1280', DESKTOP],
      ] as const) {
        await visitor.setViewportSize(size);
        await visitor.screenshot({ path: `${SHOTS}/confirmation-${name}.png`, fullPage: true });
      }
    }

    await visitor.goto(appUrl(`/merchant/commandes?site=${SITE}`));
    await card.getByText(/^Plus que 2 pour le 24 décembre$/).waitFor({ timeout: 20_000 });

    // The owner's sheet, never reloaded, has the paid order: 30 % of 42,00 € in arrhes.
    await louise.getByText('Confirmée', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await louise.textContent()).toContain('payé 12,60\u00a0€ / reste 29,40\u00a0€');
    expect(await louise.textContent()).toContain('Note du client\u00a0: Sans inscription');
    expect(owner.errors).toEqual([]);
    if (owner.context() !== browsing.context) await owner.context().close();
  });
});
