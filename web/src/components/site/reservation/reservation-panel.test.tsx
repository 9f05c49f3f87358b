import {
  FunctionError,
  PICKUP_MESSAGES,
  QUANTITY_MESSAGE,
  RESERVATION_UNAVAILABLE_MESSAGE,
  refs,
  type Write,
} from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

// Tuesday 1 December 2026, 10:10 in Paris. The épicerie: closed on Mondays, a lunch break 12:30–14:30.
const NOW = new Date('2026-12-01T09:10:00Z');
const SITE = 'epicerie-du-marche';
const URL = `/merchant/products?site=${SITE}`;
const HOURS = refs.page(SITE, 'hours').path;
const productPath = (id: string) => refs.item(SITE, 'products', id).path;
/** Testing Library reads a non-breaking space as a space. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openProduct(name: string, writes: readonly Write[] = [], wrap = (s: Services) => s) {
  const services = await createTestServices({ now: NOW, writes });
  renderRoute(URL, wrap(services));
  const grid = await screen.findByRole('region', { name: 'Catalogue' });
  const card = within(grid).getByRole('heading', { name }).closest('li') as HTMLElement;
  await userEvent.click(within(card).getByRole('button'));
  return { services, dialog: await screen.findByRole('dialog', { name }) };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Pasted rather than typed key by key: the same events for the form, a fraction of the time. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function revealForm(dialog: HTMLElement, button = 'Commander cette déclinaison') {
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  return within(await within(dialog).findByRole('form', { name: 'Réserver pour un retrait en boutique' }));
}

describe('reservation form', () => {
  it('offers only the open days and the slots outside the lunch break, from the next day', async () => {
    const { dialog } = await openProduct('Miel de lavande');
    const form = await revealForm(dialog);
    expect(form.getByRole('spinbutton', { name: 'Quantité' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Commander cette déclinaison' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Déclinaison : Pot de 250 g')).toBeInTheDocument();

    const day = form.getByRole('combobox', { name: 'Jour de retrait' });
    expect(optionsOf(day).slice(0, 7)).toEqual([
      'Choisissez un jour',
      'mercredi 2 décembre',
      'jeudi 3 décembre',
      'vendredi 4 décembre',
      'samedi 5 décembre',
      'dimanche 6 décembre',
      'mardi 8 décembre',
    ]);
    await userEvent.selectOptions(day, 'mercredi 2 décembre');
    const slots = optionsOf(form.getByRole('combobox', { name: 'Créneau de retrait' }));
    // 24 h after 10:10 on Tuesday, then the half-hours of the morning and of the afternoon.
    expect(slots.slice(0, 4)).toEqual(['Choisissez un créneau', '10:30 – 11:00', '11:00 – 11:30', '11:30 – 12:00']);
    expect(slots).toContain('12:00 – 12:30');
    expect(slots).not.toContain('12:30 – 13:00');
    expect(slots).not.toContain('14:00 – 14:30');
    expect(slots).toContain('14:30 – 15:00');
    expect(slots.at(-1)).toBe('19:00 – 19:30');
    expect(form.getByText(/Vos données servent uniquement/)).toBeInTheDocument();
  });

  it('follows the owner’s preparation delay', async () => {
    const { dialog } = await openProduct('Miel de lavande', [
      { kind: 'update', path: HOURS, patch: { reservationPreparationHours: 48 } },
    ]);
    const form = await revealForm(dialog);
    const day = form.getByRole('combobox', { name: 'Jour de retrait' });
    expect(optionsOf(day)[1]).toBe('jeudi 3 décembre');
    await userEvent.selectOptions(day, 'jeudi 3 décembre');
    expect(optionsOf(form.getByRole('combobox', { name: 'Créneau de retrait' }))[1]).toBe('10:30 – 11:00');
  });

  it('refuses what is wrong on its field, keeping every value, then stores the request', async () => {
    const { services, dialog } = await openProduct('Miel de lavande');
    const reservations = () => services.db.query(refs.collection(SITE, 'reservations').path);
    const before = await reservations();
    const form = await revealForm(dialog);
    const quantity = form.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Jour de retrait' }), 'mercredi 2 décembre');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Créneau de retrait' }), '10:30 – 11:00');
    await fill(form.getByRole('textbox', { name: 'Prénom' }), 'L');
    await fill(form.getByRole('textbox', { name: 'Nom' }), 'Bernard');
    await fill(form.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
    await fill(form.getByRole('textbox', { name: 'Email' }), 'louise@exemple');
    await fill(form.getByRole('textbox', { name: 'Note pour la boutique' }), 'Bien emballé');
    // Meanwhile the shop closes on Wednesdays.
    const week = (await services.db.get(HOURS))?.data.week as { dayOfWeek: number }[];
    await services.db.update(HOURS, {
      week: week.map((entry) => (entry.dayOfWeek === 3 ? { ...entry, isClosed: true } : entry)),
    });
    const send = form.getByRole('button', { name: 'Envoyer la demande de réservation' });
    await userEvent.click(send);

    expect(await form.findByText(QUANTITY_MESSAGE)).toBeInTheDocument();
    expect(form.getByText('Le prénom doit contenir au moins 2 caractères')).toBeInTheDocument();
    expect(form.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(form.getByText(plain(PICKUP_MESSAGES.closed))).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Jour de retrait' })).toHaveDisplayValue('mercredi 2 décembre');
    expect(form.getByRole('combobox', { name: 'Créneau de retrait' })).toHaveDisplayValue('10:30 – 11:00');
    expect(quantity).toHaveValue(100);
    expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('L');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('louise@exemple');
    expect(form.getByRole('textbox', { name: 'Note pour la boutique' })).toHaveValue('Bien emballé');
    expect(await reservations()).toEqual(before);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Jour de retrait' }), 'jeudi 3 décembre');
    // The slot stays: Thursday has it too.
    expect(form.getByRole('combobox', { name: 'Créneau de retrait' })).toHaveDisplayValue('10:30 – 11:00');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Créneau de retrait' }), '15:00 – 15:30');
    await fill(form.getByRole('textbox', { name: 'Prénom' }), 'ouise');
    await fill(form.getByRole('textbox', { name: 'Email' }), '.fr');
    await userEvent.click(send);

    const thanks = await within(dialog).findByRole('status');
    expect(thanks).toHaveTextContent('Demande envoyée, merci !');
    expect(thanks).toHaveTextContent('la boutique vérifie votre demande et vous confirmera la réservation par email');
    await waitFor(() => expect(thanks).toHaveFocus());
    const stored = (await reservations()).filter((doc) => !before.some((old) => old.id === doc.id));
    expect(stored.map((doc) => doc.data)).toEqual([
      {
        productId: 'prod-miel-lavande',
        productName: 'Miel de lavande',
        variantId: 'var-miel-lavande-250',
        variantName: 'Pot de 250 g',
        unitPrice: 7.5,
        priceLabel: '7,50\u00a0€\u00a0le pot',
        quantity: 2,
        pickupDate: '2026-12-03',
        pickupTime: '15:00',
        customerFirstName: 'Louise',
        customerLastName: 'Bernard',
        customerPhone: '06 12 34 56 78',
        customerEmail: 'louise@exemple.fr',
        emailKey: 'louise@exemple.fr',
        note: 'Bien emballé',
        status: 'new',
        statusReason: '',
        isViewed: false,
        ownerNote: '',
        createdAt: NOW,
      },
    ]);
  });

  it('says why the shop refused the request in the dialog beside the button, keeping every value', async () => {
    const toast = vi.spyOn(notify, 'error');
    const call = vi.fn(() => Promise.reject(new FunctionError('failed-precondition', RESERVATION_UNAVAILABLE_MESSAGE)));
    const { dialog } = await openProduct('Miel de lavande', [], (services) => ({ ...services, functions: { call } }));
    const form = await revealForm(dialog);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Jour de retrait' }), 'jeudi 3 décembre');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Créneau de retrait' }), '15:00 – 15:30');
    await fill(form.getByRole('textbox', { name: 'Prénom' }), 'Louise');
    await fill(form.getByRole('textbox', { name: 'Nom' }), 'Bernard');
    await fill(form.getByRole('textbox', { name: 'Téléphone' }), '06 12 34 56 78');
    await fill(form.getByRole('textbox', { name: 'Email' }), 'louise@exemple.fr');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer la demande de réservation' }));

    // In the dialog beside the button, read out: a toast would be under the dialog.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(RESERVATION_UNAVAILABLE_MESSAGE);
    expect(alert.nextElementSibling).toBe(form.getByRole('button', { name: 'Envoyer la demande de réservation' }));
    expect(toast).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('submitReservation', {
      siteId: SITE,
      productId: 'prod-miel-lavande',
      variantId: 'var-miel-lavande-250',
      form: expect.objectContaining({ pickupDate: '2026-12-03', pickupTime: '15:00', firstName: 'Louise' }),
    });
    expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Louise');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('louise@exemple.fr');
    expect(form.getByRole('combobox', { name: 'Créneau de retrait' })).toHaveDisplayValue('15:00 – 15:30');
  });

  it('lets no out-of-stock variant be reserved', async () => {
    const { services, dialog } = await openProduct('Miel de lavande');
    const form = await revealForm(dialog);
    const variants = (await services.db.get(productPath('prod-miel-lavande')))?.data.variants as { id: string }[];
    await services.db.update(productPath('prod-miel-lavande'), {
      variants: variants.map((variant) => ({ ...variant, inStock: variant.id !== 'var-miel-lavande-1kg' })),
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Pot de 1\skg/ }));
    expect(within(dialog).getByText('Déclinaison : Pot de 1 kg')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Envoyer la demande de réservation' })).toBeDisabled();
    expect(form.getByText('Cette déclinaison est en rupture de stock : elle ne peut pas être réservée.')).toBeVisible();
  });

  it('offers « Réserver ce produit » for a single variant, disabled when it is out of stock', async () => {
    const { services, dialog } = await openProduct('Tomates anciennes');
    expect(within(dialog).queryByRole('button', { name: 'Commander cette déclinaison' })).not.toBeInTheDocument();
    const form = await revealForm(dialog, 'Réserver ce produit');
    expect(form.getByRole('spinbutton', { name: 'Quantité' })).toHaveFocus();
    expect(within(dialog).queryByText(/^Déclinaison/)).not.toBeInTheDocument();

    const variants = (await services.db.get(productPath('prod-tomates-anciennes')))?.data.variants as object[];
    await services.db.update(productPath('prod-tomates-anciennes'), {
      variants: variants.map((variant) => ({ ...variant, inStock: false })),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const grid = screen.getByRole('region', { name: 'Catalogue' });
    const card = within(grid).getByRole('heading', { name: 'Tomates anciennes' }).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button'));
    const again = await screen.findByRole('dialog', { name: 'Tomates anciennes' });
    expect(within(again).getByRole('button', { name: 'Réserver ce produit' })).toBeDisabled();
  });

  it('says reservations are not available when the shop has no hours', async () => {
    const { dialog } = await openProduct('Miel de lavande', [
      { kind: 'set', path: HOURS, data: { week: [] } },
      ...['sp-quinzaine-producteurs', 'sp-fermeture-inventaire', 'sp-braderie-quartier'].map((id) => ({
        kind: 'remove' as const,
        path: refs.item(SITE, 'specialPeriods', id).path,
      })),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Commander cette déclinaison' }));
    expect(await within(dialog).findByText(/Les réservations ne sont pas disponibles pour le moment/)).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: 'Jour de retrait' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Réserver pour un retrait en boutique' })).toHaveFocus();
  });
});
