// @vitest-environment jsdom
import { getCollection, refs, setDoc } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, readDownload } from '@/testing/downloads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const PAGE = '/admin/content/orders';

const owner = () => createTestServices({ signInAs: 'owner@demo.test' });

const prepTable = async () => within(await screen.findByRole('table', { name: 'À préparer' }));
const quantityOf = async (label: string) => {
  const row = (await prepTable()).getByRole('cell', { name: label }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[1]?.textContent;
};

afterEach(() => vi.restoreAllMocks());

describe('orders screen (kitchen sheet)', () => {
  it('opens on the next pick-up day with what to prepare, then the orders by slot', async () => {
    renderRoute(PAGE, await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    await waitFor(async () => expect(await quantityOf('Bûche pralinée — 8 parts')).toBe('5'));
    expect(await quantityOf('Bûche pralinée — 6 parts')).toBe('1');
    expect(await quantityOf('Foie gras de canard mi-cuit — Terrine de 250 g')).toBe('3');
    const ten = within(screen.getByRole('list', { name: 'Commandes de 10:00' }));
    expect(ten.getByText('Hélène Garnier')).toBeInTheDocument();
    expect(ten.getByText(/Total 123,00\s€ — payé 36,90\s€ \/ reste 86,10\s€/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Jour de retrait' })).toHaveDisplayValue(/24 décembre/);
  });

  it('marks a new order as seen, which takes it out of the inbox’s count', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme vue\u00a0: Thomas Nguyen' }));
    await waitFor(async () => {
      const orders = await getCollection(services.db, refs.collection(SITE, 'orders'));
      expect(orders.find((order) => order.id === 'cmd-noel-nguyen')?.isViewed).toBe(true);
    });
    expect(screen.queryByRole('button', { name: /^Marquer comme vue/ })).not.toBeInTheDocument();
  });

  it('marks an order ready through setOrderStatus, and cancels one with its reason', async () => {
    const services = await owner();
    const call = vi.spyOn(services.functions, 'call');
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Prête\u00a0: Thomas Nguyen' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setOrderStatus', {
        siteId: SITE,
        orderId: 'cmd-noel-nguyen',
        status: 'ready',
        reason: '',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la commande de Sophie Lefèvre' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Motif/ }), 'Fermeture exceptionnelle');
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setOrderStatus', {
        siteId: SITE,
        orderId: 'cmd-noel-lefevre',
        status: 'cancelled',
        reason: 'Fermeture exceptionnelle',
      }),
    );
    // Cancelled, its bûche and terrines leave « À préparer ».
    await waitFor(async () => expect(await quantityOf('Foie gras de canard mi-cuit — Terrine de 250 g')).toBe('1'));
  });

  it('shows a new order without a reload', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await waitFor(async () => expect(await quantityOf('Bûche pralinée — 8 parts')).toBe('5'));
    const orders = await getCollection(services.db, refs.collection(SITE, 'orders'));
    const garnier = orders.find((order) => order.id === 'cmd-noel-garnier');
    if (!garnier) throw new Error('commande de démonstration absente');
    const { id: _id, ...data } = garnier;
    await setDoc(services.db, refs.item(SITE, 'orders', 'cmd-noel-nouvelle'), {
      ...data,
      customerFirstName: 'Jeanne',
      customerLastName: 'Durand',
      pickupTime: '16:30',
      createdAt: new Date(),
    });
    expect(await screen.findByText('Jeanne Durand')).toBeInTheDocument();
    await waitFor(async () => expect(await quantityOf('Bûche pralinée — 8 parts')).toBe('7'));
  });

  it('exports the day’s orders as CSV', async () => {
    const { blobs, click } = catchDownloads();
    renderRoute(PAGE, await owner());
    await waitFor(async () => expect(await quantityOf('Bûche pralinée — 8 parts')).toBe('5'));
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalled();
    const csv = await readDownload(blobs[0] as Blob);
    expect(csv.startsWith('\uFEFFDate;Heure;Client')).toBe(true);
    expect(csv).toContain('Hélène Garnier');
    expect(csv).not.toContain('Moreau');
  });
});
