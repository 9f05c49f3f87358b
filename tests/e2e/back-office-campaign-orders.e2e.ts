import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin';
import { MOBILE, appUrl, browserPerFile } from './support/browser';

const browsing = browserPerFile();

describe('back office: holiday orders', () => {
  it('the épicerie’s owner opens Christmas Eve’s kitchen sheet on a phone and marks an order ready', async () => {
    const owner = await browsing.page();
    await owner.setViewportSize(MOBILE);
    await signIn(owner, 'owner@demo.test');
    await owner.waitForURL(/\/admin(\/dashboard)?$/);
    await owner.goto(appUrl('/admin/content/orders'));
    await owner.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    // The seeded days follow this year's (or next year's) Christmas: the sheet opens on the 24th.
    await expect.poll(() => owner.getByRole('combobox', { name: 'Jour de retrait' }).inputValue()).toMatch(/-12-24$/);
    const prep = owner.getByRole('table', { name: 'À préparer' });
    const quantity = (label: string) =>
      prep
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .nth(1);
    await expect.poll(() => quantity('Bûche pralinée — 8 parts').textContent()).toBe('5');
    expect(await quantity('Bûche pralinée — 6 parts').textContent()).toBe('1');
    expect(await quantity('Foie gras de canard mi-cuit').textContent()).toBe('3');

    const nguyen = owner.getByRole('listitem').filter({ hasText: 'Thomas Nguyen' });
    await nguyen.getByRole('button', { name: 'Prête\u00a0: Thomas Nguyen' }).click();
    await nguyen.getByText('Prête', { exact: true }).waitFor();
    await expect.poll(() => nguyen.getByRole('button', { name: /^Prête/ }).count()).toBe(0);
    // Ready is still to hand over: « À préparer » keeps its bûches.
    expect(await quantity('Bûche pralinée — 8 parts').textContent()).toBe('5');
  });
});
