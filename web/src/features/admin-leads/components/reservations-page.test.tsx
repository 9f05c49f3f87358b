// @vitest-environment jsdom
import { momentIn, refs, STATUS_REASON_MESSAGES, updateWrite } from '@comptoir/core';
import { reservationData } from '@comptoir/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import type { Services } from '@/lib/services';
import { withFailingReads } from '@/testing/failing-reads';
import { catchDownloads, readDownload } from '@/testing/downloads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const PAGE = '/admin/content/reservations';
const TODAY = momentIn(new Date()).date;

/** The seeded reservations (dates from today) and one more for this afternoon. */
const owner = () =>
  createTestServices({
    signInAs: 'owner@demo.test',
    writes: [
      {
        kind: 'set',
        path: refs.item(SITE, 'reservations', 'resa-aujourdhui').path,
        data: reservationData({
          pickupDate: TODAY,
          pickupTime: '16:00',
          customerFirstName: 'Louise',
          customerLastName: 'Bernard',
          note: 'Sans sac, merci',
          createdAt: new Date(),
        }),
      },
    ],
  });

const list = async () => within(await screen.findByRole('list', { name: 'Réservations' }));
const card = async (name: string) => {
  const heading = (await list()).getByRole('heading', { level: 2, name });
  return within(heading.closest('li') as HTMLElement);
};
const names = async () => (await list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const stored = async (services: Services, id: string) =>
  (await services.db.get(refs.item(SITE, 'reservations', id).path))?.data;

afterEach(() => vi.restoreAllMocks());

describe('reservations screen', () => {
  it('lists the coming pick-ups soonest first, with what, how many and when', async () => {
    renderRoute(PAGE, await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservations' })).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toContain('Louise Bernard'));
    const shown = await names();
    // Paul Garnier collected his four days ago: not a coming pick-up.
    expect(shown).not.toContain('Paul Garnier');
    expect(shown.at(-1)).toBe('Sophie Petit');
    expect(shown.indexOf('Marc Blanc')).toBeLessThan(shown.indexOf('Léa Roux'));
    const lea = await card('Léa Roux');
    expect(lea.getByText('2 × Miel de lavande — Pot de 500 g')).toBeInTheDocument();
    expect(lea.getByText(/^Retrait le .+ à 17:30$/)).toBeInTheDocument();
    expect(lea.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
    expect(lea.getByText('Un des deux pots en paquet cadeau, s’il vous plaît.')).toBeInTheDocument();
    expect(lea.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Nouvelle');
    expect(screen.getByText('3 réservations non vues')).toBeInTheDocument();
  });

  it('filters by pick-up day, status and seen flag, and searches', async () => {
    renderRoute(PAGE, await owner());
    await waitFor(async () => expect(await names()).toContain('Louise Bernard'));
    // Every date, years of them: the latest pick-up first, the one collected four days ago last.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Retrait' }), 'Toutes les dates');
    await waitFor(async () => expect((await names()).at(-1)).toBe('Paul Garnier'));
    expect((await names())[0]).toBe('Sophie Petit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Retrait' }), 'Aujourd’hui');
    await waitFor(async () => expect(await names()).toContain('Louise Bernard'));
    expect(await names()).not.toContain('Sophie Petit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Retrait' }), 'Toutes les dates');
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Statut' })[0] as HTMLElement, 'Retirée');
    await waitFor(async () => expect(await names()).toEqual(['Paul Garnier']));
    await userEvent.selectOptions(
      screen.getAllByRole('combobox', { name: 'Statut' })[0] as HTMLElement,
      'Tous les statuts',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lecture' }), 'Vues');
    await waitFor(async () => expect(await names()).toEqual(['Marc Blanc', 'Paul Garnier']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lecture' }), 'Toutes');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une réservation' }), 'comte');
    await waitFor(async () => expect(await names()).toEqual(['Marc Blanc', 'Paul Garnier']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une réservation' }), ' bio');
    expect(await screen.findByText('Aucune réservation ne correspond à « comte bio »')).toBeInTheDocument();
  });

  it('confirms a reservation, which marks it seen', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.selectOptions((await card('Léa Roux')).getByRole('combobox', { name: 'Statut' }), 'Confirmée');
    expect(await screen.findByText('Statut mis à jour : Confirmée')).toBeInTheDocument();
    expect(await stored(services, 'resa-miel-roux')).toMatchObject({ status: 'confirmed', isViewed: true });
  });

  it('declines with the reason the owner gives, and without one when left blank', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.selectOptions((await card('Sophie Petit')).getByRole('combobox', { name: 'Statut' }), 'Refusée');
    const dialog = within(await screen.findByRole('dialog', { name: /^Statut «\sRefusée\s».: Sophie Petit$/ }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Motif (facultatif)' }),
      'Plus de pots de 1 kg cette semaine',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le statut' }));
    expect(await screen.findByText('Statut mis à jour : Refusée')).toBeInTheDocument();
    expect(await stored(services, 'resa-miel-petit')).toMatchObject({
      status: 'declined',
      statusReason: 'Plus de pots de 1 kg cette semaine',
    });
    expect((await card('Sophie Petit')).getByText('Plus de pots de 1 kg cette semaine')).toBeInTheDocument();

    await userEvent.selectOptions((await card('Sophie Petit')).getByRole('combobox', { name: 'Statut' }), 'Confirmée');
    await waitFor(async () =>
      expect(await stored(services, 'resa-miel-petit')).toMatchObject({ status: 'confirmed', statusReason: '' }),
    );
  });

  it('refuses a reason with a link or an address, saying why, and keeps what was typed', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.selectOptions((await card('Sophie Petit')).getByRole('combobox', { name: 'Statut' }), 'Refusée');
    const dialog = within(await screen.findByRole('dialog', { name: /^Statut «\sRefusée\s».: Sophie Petit$/ }));
    const field = dialog.getByRole('textbox', { name: 'Motif (facultatif)' });
    await userEvent.type(field, 'Remboursement sur www.phish.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le statut' }));
    expect(await dialog.findByText(STATUS_REASON_MESSAGES.link)).toBeInTheDocument();
    expect(field).toHaveValue('Remboursement sur www.phish.test');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await stored(services, 'resa-miel-petit')).toMatchObject({ status: 'new', statusReason: '' });

    await userEvent.clear(field);
    await userEvent.type(field, 'Plus de pots cette semaine');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le statut' }));
    await waitFor(async () =>
      expect(await stored(services, 'resa-miel-petit')).toMatchObject({
        status: 'declined',
        statusReason: 'Plus de pots cette semaine',
      }),
    );
  });

  it('keeps a private note, and keeps the text typed when it cannot be saved', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.click((await card('Léa Roux')).getByRole('button', { name: /^Ajouter une note.: Léa Roux$/ }));
    await userEvent.type((await card('Léa Roux')).getByRole('textbox', { name: 'Note privée' }), 'Cliente fidèle');
    const update = services.db.update;
    services.db.update = () => Promise.reject(new Error('refusé'));
    await userEvent.click((await card('Léa Roux')).getByRole('button', { name: 'Enregistrer la note' }));
    expect(await screen.findByText('Impossible d’enregistrer la note.')).toBeInTheDocument();
    expect((await card('Léa Roux')).getByRole('textbox', { name: 'Note privée' })).toHaveValue('Cliente fidèle');

    services.db.update = update;
    await userEvent.click((await card('Léa Roux')).getByRole('button', { name: 'Enregistrer la note' }));
    expect(await screen.findByText('Note enregistrée')).toBeInTheDocument();
    expect(await stored(services, 'resa-miel-roux')).toMatchObject({ ownerNote: 'Cliente fidèle' });
    expect((await card('Léa Roux')).getByText('Cliente fidèle')).toBeInTheDocument();
  });

  it('answers by email with the subject and the request quoted', async () => {
    renderRoute(PAGE, await owner());
    const href = (await card('Léa Roux')).getByRole('link', { name: 'Répondre à Léa Roux' }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('lea.roux@example.fr');
    expect(url.searchParams.get('subject')).toBe('Votre réservation — Épicerie du Marché');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toMatch(/^Bonjour Léa,\n/);
    expect(body).toContain('> 2 × Miel de lavande — Pot de 500 g\n> Retrait le ');
    expect(body).toContain('> Un des deux pots en paquet cadeau');
  });

  it('exports what the filters show as a CSV file for French Excel', async () => {
    const { blobs, click } = catchDownloads();
    renderRoute(PAGE, await owner());
    await waitFor(async () => expect(await names()).toContain('Louise Bernard'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lecture' }), 'Non vues');
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(`reservations-${TODAY}.csv`);
    const text = await readDownload(blobs[0] as Blob);
    const lines = text.split('\r\n');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe(
      '\uFEFFReçu le;Jour de retrait;Heure de retrait;Prénom;Nom;Téléphone;Email;Produit;Déclinaison;Quantité;Prix unitaire;Note du client;Motif;Statut;Vu;Note privée',
    );
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(text).toContain(';17:30;Léa;Roux;06 12 34 56 78;lea.roux@example.fr;Miel de lavande;Pot de 500 g;2;');
    expect(text).not.toContain('Marc');
  });

  it('deletes a reservation after asking', async () => {
    const services = await owner();
    renderRoute(PAGE, services);
    await userEvent.click(
      (await card('Marc Blanc')).getByRole('button', { name: 'Supprimer la réservation de Marc Blanc' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer cette réservation ?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Réservation supprimée')).toBeInTheDocument();
    await waitFor(async () => expect(await names()).not.toContain('Marc Blanc'));
    expect(await stored(services, 'resa-comte-blanc')).toBeUndefined();
  });

  it('prints the day sheet: today’s pick-ups by time, the cancelled ones left out', async () => {
    const services = await owner();
    await services.db.update(refs.item(SITE, 'reservations', 'resa-miel-petit').path, { pickupDate: TODAY });
    await services.db.update(refs.item(SITE, 'reservations', 'resa-miel-petit').path, { status: 'cancelled' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimer la feuille du jour' }));
    expect(print).toHaveBeenCalledOnce();
    const sheet = document.querySelector('[data-day-sheet]') as HTMLElement;
    // The sheet is hidden on screen and shown only in print.
    const rows = within(sheet).getAllByRole('row', { hidden: true }).slice(1);
    const times = rows.map((row) => within(row).getAllByRole('cell', { hidden: true })[0]?.textContent);
    expect(times).toEqual([...times].sort());
    expect(within(sheet).getByText('Louise Bernard')).toBeInTheDocument();
    expect(within(sheet).getByText('Sans sac, merci')).toBeInTheDocument();
    expect(within(sheet).queryByText('Sophie Petit')).not.toBeInTheDocument();
  });

  it('says there is no reservation yet on a site without any', async () => {
    const services = await createTestServices({
      signInAs: 'admin@demo.test',
      writes: [updateWrite(refs.site('boutique-vide'), { plan: 'pro' })],
    });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute(PAGE, services);
    expect(await screen.findByText('Aucune réservation pour l’instant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).not.toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    const services = withFailingReads(await owner(), (path) => path.endsWith('/reservations'), 'error');
    renderRoute(PAGE, services);
    expect(await screen.findAllByText('Impossible de charger les réservations.')).not.toHaveLength(0);
  });
});
