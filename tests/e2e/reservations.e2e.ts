import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/admin';
import { MOBILE, appUrl, browserPerFile } from './support/browser';
import { customerEmailSubjects } from './support/emulator-data';
import { onEmulators } from './support/mode';

const browsing = browserPerFile();
const SITE = 'epicerie-du-marche';
const CUSTOMER = 'louise.bernard@example.fr';

/** In the sandbox the store's triggers run in the tab that wrote, and log each email they record. */
function recordedEmails(page: Page): string[] {
  const subjects: string[] = [];
  page.on('console', (message) => {
    const recorded = /^Email non envoyé \(mode démo\) à (.+?)\u00a0: (.+)$/.exec(message.text());
    if (recorded?.[1]?.split(', ').includes(CUSTOMER)) subjects.push(recorded[2] ?? '');
  });
  return subjects;
}

async function openProduct(page: Page, name: string) {
  await page.goto(appUrl(`/merchant/products?site=${SITE}`));
  await page.getByRole('button', { name: `Voir options\u00a0: ${name}` }).click();
  return page.getByRole('dialog', { name });
}

describe('click and collect', () => {
  it('a visitor reserves a variant, the owner sees it live, confirms it, the customer is emailed, the CSV has it', async () => {
    const owner = await browsing.page();
    const ownerEmails = recordedEmails(owner);
    await signIn(owner, 'owner@demo.test');
    await owner.waitForURL(/\/admin(\/dashboard)?$/);
    await owner.goto(appUrl('/admin/content/reservations'));
    const inbox = owner.getByRole('list', { name: 'Réservations' });
    await inbox.getByRole('heading', { name: 'Léa Roux' }).waitFor();

    const visitor = await browsing.page();
    const visitorEmails = recordedEmails(visitor);
    const dialog = await openProduct(visitor, 'Miel de lavande');
    await dialog.getByText('Pot de 500 g', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Commander cette déclinaison' }).click();
    const form = dialog.getByRole('form', { name: 'Réserver pour un retrait en boutique' });
    await dialog.getByText(/^Déclinaison.: Pot de 500.g$/).waitFor();

    // Refused: a quantity above 99, no slot, no name; what was typed stays.
    await form.getByLabel('Quantité').fill('120');
    await form.getByLabel('Email').fill(CUSTOMER);
    await form.getByRole('button', { name: /Envoyer la demande de réservation/ }).click();
    await form.getByText('Indiquez une quantité entre 1 et 99').waitFor();
    await form.getByText('Choisissez un jour de retrait').waitFor();
    await form.getByText('Le prénom doit contenir au moins 2 caractères').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(CUSTOMER);

    // Accepted: the first day offered and its first slot.
    await form.getByLabel('Quantité').fill('2');
    const day = form.getByLabel('Jour de retrait');
    const firstDay = await day.locator('option:not([value=""])').first().getAttribute('value');
    await day.selectOption(firstDay ?? '');
    const slot = form.getByLabel('Créneau de retrait');
    const firstSlot = await slot.locator('option:not([value=""])').first().getAttribute('value');
    await slot.selectOption(firstSlot ?? '');
    await form.getByLabel('Prénom').fill('Louise');
    await form.getByLabel(/^Nom/).fill('Bernard');
    await form.getByLabel('Téléphone').fill('06 12 34 56 78');
    await form.getByLabel('Note pour la boutique').fill('Un pot en paquet cadeau');
    await form.getByRole('button', { name: /Envoyer la demande de réservation/ }).click();
    await dialog.getByText(/Demande envoyée/).waitFor();

    // The owner's inbox shows it at once, without a reload.
    const card = inbox.locator('li', { has: owner.getByRole('heading', { name: 'Louise Bernard' }) });
    await card.getByText('2 × Miel de lavande — Pot de 500 g').waitFor();
    await card.getByText(`à ${firstSlot}`, { exact: false }).waitFor();
    await card.getByRole('combobox', { name: 'Statut' }).selectOption('Confirmée');
    await owner.getByText(/Statut mis à jour.: Confirmée/).waitFor();

    if (onEmulators()) {
      await expect
        .poll(() => customerEmailSubjects(SITE, CUSTOMER), { timeout: 30_000, interval: 500 })
        .toEqual(['Demande de réservation reçue – Épicerie du Marché', 'Réservation confirmée – Épicerie du Marché']);
    } else {
      await expect.poll(() => visitorEmails).toContain('Demande de réservation reçue – Épicerie du Marché');
      await expect.poll(() => ownerEmails).toEqual(['Réservation confirmée – Épicerie du Marché']);
    }

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^reservations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const line =
      csv
        .toString('utf8')
        .split('\r\n')
        .find((row) => row.includes(CUSTOMER)) ?? '';
    expect(line.split(';')).toEqual(
      expect.arrayContaining(['Louise', 'Bernard', 'Miel de lavande', 'Pot de 500 g', '2', firstSlot, 'Confirmée']),
    );
    expect(owner.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it('an out-of-stock variant cannot be reserved', async () => {
    const page = await browsing.page();
    const dialog = await openProduct(page, 'Confitures artisanales');
    await dialog.getByText('Cerise noire', { exact: true }).click();
    await dialog.getByText('Cette déclinaison est en rupture de stock.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Commander cette déclinaison' }).isDisabled()).toBe(true);
    await dialog.getByText('Fraise', { exact: true }).click();
    expect(await dialog.getByRole('button', { name: 'Commander cette déclinaison' }).isDisabled()).toBe(false);
    expect(page.errors).toEqual([]);
  });

  it('says a refusal in the dialog beside its button on a phone, keeping what was typed', async () => {
    await browsing.reopen({ viewport: MOBILE, isMobile: true, hasTouch: true });
    const page = await browsing.page();
    // Past a few requests in a minute the shop refuses the next one: it is said in the dialog, whose
    // top layer would hide a toast.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const dialog = await openProduct(page, 'Miel de lavande');
      await dialog.getByRole('button', { name: 'Commander cette déclinaison' }).tap();
      const form = dialog.getByRole('form', { name: 'Réserver pour un retrait en boutique' });
      for (const label of ['Jour de retrait', 'Créneau de retrait']) {
        const select = form.getByLabel(label);
        await select.selectOption((await select.locator('option:not([value=""])').first().getAttribute('value')) ?? '');
      }
      await form.getByLabel('Prénom').fill('Louise');
      await form.getByLabel(/^Nom/).fill('Bernard');
      await form.getByLabel('Téléphone').fill('06 12 34 56 78');
      await form.getByLabel('Email').fill(CUSTOMER);
      const send = form.getByRole('button', { name: /Envoyer la demande de réservation/ });
      await send.tap();
      const refusal = form.getByRole('alert').filter({ hasText: /Réessayez dans/ });
      const outcome = await Promise.race([
        dialog
          .getByText(/Demande envoyée/)
          .waitFor()
          .then(() => 'sent' as const),
        refusal.waitFor().then(() => 'refused' as const),
      ]);
      if (outcome === 'sent') continue;
      // Beside the button, on screen and not covered.
      const box = (await refusal.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="alert"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(onTop).toBe(true);
      expect(await refusal.evaluate((alert) => alert.nextElementSibling?.textContent)).toMatch(
        /Envoyer la demande de réservation/,
      );
      expect(await form.getByLabel('Email').inputValue()).toBe(CUSTOMER);
      expect(page.errors).toEqual([]);
      return;
    }
    throw new Error('No request was refused');
  });
});
