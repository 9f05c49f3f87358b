import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin';
import { MOBILE, appUrl, browserPerFile } from './support/browser';
import { onEmulators } from './support/mode';

const browsing = browserPerFile();

/**
 * The sandbox dates its seed by the browser's clock: a fixed day in early December, orders still open,
 * so the sheet is the same whatever day the test runs (the emulators' seed follows the next Christmas).
 */
const EARLY_DECEMBER = new Date('2026-12-10T10:00:00+01:00');

const prepQuantity = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'À préparer' })
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .getByRole('cell')
    .nth(1)
    .textContent();

/** The status goes through setOrderStatus: on the emulators, a function's first call starts its worker. */
const CALLABLE_MS = 30_000;

describe('back office: holiday orders', () => {
  it('the épicerie’s owner works Christmas Eve’s kitchen sheet on a phone, exports it and edits the campaign', async () => {
    const owner = await browsing.page();
    await owner.setViewportSize(MOBILE);
    if (!onEmulators()) await owner.clock.install({ time: EARLY_DECEMBER });
    await signIn(owner, 'owner@demo.test');
    await owner.waitForURL(/\/admin(\/dashboard)?$/);

    await owner.goto(appUrl('/admin/content/campaigns'));
    await owner.getByRole('heading', { level: 1, name: 'Commandes de fêtes' }).waitFor();
    const campaigns = owner.getByRole('list', { name: 'Campagnes' });
    await campaigns.getByText('Commandes de Noël').first().waitFor();

    await owner.goto(appUrl('/admin/content/orders'));
    await owner.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await expect.poll(() => owner.getByRole('combobox', { name: 'Jour de retrait' }).inputValue()).toMatch(/-12-24$/);
    const eve = await owner.getByRole('combobox', { name: 'Jour de retrait' }).inputValue();
    await expect.poll(() => prepQuantity(owner, 'Bûche pralinée — 8 parts')).toBe('5');
    expect(await prepQuantity(owner, 'Bûche pralinée — 6 parts')).toBe('1');
    expect(await prepQuantity(owner, 'Foie gras de canard mi-cuit')).toBe('3');

    const nguyen = owner.getByRole('listitem').filter({ hasText: 'Thomas Nguyen' });
    await nguyen.getByRole('button', { name: 'Prête\u00a0: Thomas Nguyen' }).click();
    await expect.poll(() => nguyen.getByRole('button', { name: /^Prête/ }).count(), { timeout: CALLABLE_MS }).toBe(0);
    await nguyen.getByText('Prête', { exact: true }).waitFor();
    // Ready is still to hand over: « À préparer » keeps its bûches.
    expect(await prepQuantity(owner, 'Bûche pralinée — 8 parts')).toBe('5');

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`commandes-${eve}.csv`);
    const csv = await readFile((await download.path()) ?? '');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.toString('utf8').replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('Date;Heure;Client;Téléphone;Email;Produits;Total;Payé en ligne;Reste à payer;Statut;Note');
    expect(rows).toHaveLength(4);
    const line = rows.find((row) => row.includes('Thomas Nguyen')) ?? '';
    expect(line.split(';')).toEqual(expect.arrayContaining([eve, 'Thomas Nguyen', 'Prête']));

    await owner.goto(appUrl('/admin/content/campaigns'));
    await owner.getByRole('button', { name: 'Modifier «\u00a0Commandes de Noël\u00a0»' }).click();
    const capacity = owner.getByRole('textbox', { name: /Quantité par jour/ }).first();
    await capacity.fill('12');
    await owner.getByRole('button', { name: 'Enregistrer la campagne' }).click();
    await owner.getByText('Campagne enregistrée').first().waitFor();
    await owner.reload();
    await owner.getByRole('button', { name: 'Modifier «\u00a0Commandes de Noël\u00a0»' }).click();
    await expect
      .poll(() =>
        owner
          .getByRole('textbox', { name: /Quantité par jour/ })
          .first()
          .inputValue(),
      )
      .toBe('12');
    expect(owner.errors).toEqual([]);
  });
});
