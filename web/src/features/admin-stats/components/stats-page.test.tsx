import { momentIn } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catchDownloads, readDownload } from '@/testing/downloads';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).closest('dl')?.querySelector('dd')?.textContent ?? '';
const breakdown = async (title: string) =>
  within((await screen.findByRole('heading', { level: 2, name: title })).closest('div') as HTMLElement);

describe('« Statistiques »', () => {
  it('shows the last 30 days of the épicerie against the 30 before: visits, sources, devices, actions', async () => {
    renderRoute('/admin/stats', await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Visites par jour' });
    expect(Number(figure('Visites').replace(/\s/g, ''))).toBeGreaterThan(500);
    expect(screen.getAllByText(/par rapport aux 30 jours précédents$/).length).toBeGreaterThan(0);
    const sources = await breakdown('D’où viennent vos visiteurs');
    expect(sources.getAllByRole('listitem')[0]).toHaveTextContent(/^google\.com/);
    expect(sources.getByText('Accès direct')).toBeInTheDocument();
    expect((await breakdown('Appareils')).getAllByRole('listitem')[0]).toHaveTextContent(/^Téléphone/);
    expect((await breakdown('Ce que font vos visiteurs')).getByText('Itinéraires')).toBeInTheDocument();
    // The chart's figures are a table for screen readers: one row per day of the period.
    expect(within(screen.getByRole('table', { name: 'Visites par jour' })).getAllByRole('row')).toHaveLength(31);
  });

  it('shows each campaign’s orders, total and what was paid online', async () => {
    renderRoute('/admin/stats', await createTestServices({ signInAs: 'owner@demo.test' }));
    const heading = await screen.findByRole('heading', { name: 'Commandes de fêtes' });
    const table = within(heading.closest('section') ?? document.body).getByRole('table');
    const row = within(table).getByRole('row', { name: /Commandes de Noël/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Commandes de Noël', '4', '430,00\u00a0€', '129,00\u00a0€']);
  });

  it('compares 7 days with the 7 before, and adds today’s visits as they come', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/stats', services);
    await screen.findByRole('heading', { level: 2, name: 'Visites par jour' });
    await userEvent.selectOptions(screen.getByLabelText('Période'), '7d');
    await waitFor(() => expect(screen.getAllByText(/par rapport aux 7 jours précédents$/).length).toBeGreaterThan(0));
    const before = Number(figure('Visites').replace(/\s/g, ''));
    const today = momentIn(new Date()).date;
    await services.db.set(`sites/epicerie-du-marche/statShards/${today}-3`, {
      day: today,
      views: 9,
      entries: 5,
      pages: { accueil: 9 },
      sources: { 'google.com': 5 },
      devices: { phone: 5 },
      actions: { call: 2 },
    });
    await waitFor(() => expect(Number(figure('Visites').replace(/\s/g, ''))).toBe(before + 5));
  });

  it('shows 12 months from the monthly totals, and exports the period as CSV', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/stats', services);
    await screen.findByRole('heading', { level: 2, name: 'Visites par jour' });
    await userEvent.selectOptions(screen.getByLabelText('Période'), '12m');
    const months = await screen.findByRole('table', { name: 'Visites par mois' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    // The demo's three months of days are in their months' totals: the same visits as 90 days and more.
    const perMonth = within(months)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(row.lastElementChild?.textContent));
    expect(perMonth.filter((visits) => visits > 0).length).toBeGreaterThanOrEqual(3);
    expect(Number(figure('Visites').replace(/\s/g, ''))).toBe(perMonth.reduce((all, visits) => all + visits, 0));

    const { blobs, click } = catchDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalledOnce();
    const lines = (await readDownload(blobs[0] as Blob)).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFMois;Visites;Pages vues;Actions;Appels;/);
    expect(lines.slice(1).map((line) => Number(line.split(';')[1]))).toEqual(perMonth);
    click.mockRestore();
  });

  it('gives the administrator the table of all shops, and a shop’s figures from its name', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const row = (siteId: string, name: string, visits: number) => ({
      siteId,
      name,
      visits,
      views: visits * 2,
      actions: 3,
      previousVisits: 20,
    });
    renderRoute('/admin/stats', services);
    await userEvent.click(await screen.findByRole('tab', { name: 'Tous les sites' }));
    // The demo's table, as last night's job would have written it: the épicerie first.
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/^Épicerie du Marché/);
    // Before the nightly job's first run.
    await services.db.remove('audienceSummaries/30d');
    expect(await screen.findByText('Tableau pas encore calculé')).toBeInTheDocument();
    await services.db.set('audienceSummaries/30d', {
      through: '2026-11-26',
      rows: [row('epicerie-du-marche', 'Épicerie du Marché', 40), row('boulangerie-dupain', 'Boulangerie Dupain', 10)],
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^Épicerie du Marché40\+100\s%8037,5\s%$/);
    expect(screen.getByText(/^2 sites, 50 visites du 28 octobre 2026 au 26 novembre 2026/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un site' }), 'boulangerie');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher un site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voir les statistiques d’Épicerie du Marché' }));
    expect(await screen.findByRole('tab', { name: 'Ce site', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Visites par jour' })).toBeInTheDocument();
  });

  it('shows the table of all shops 50 lines at a time', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const rows = Array.from({ length: 60 }, (_, index) => ({
      siteId: `boutique-${index}`,
      name: `Boutique ${index}`,
      visits: 100 - index,
      views: 200,
      actions: 1,
      previousVisits: 0,
    }));
    await services.db.set('audienceSummaries/30d', { through: '2026-11-26', rows });
    renderRoute('/admin/stats', services);
    await userEvent.click(await screen.findByRole('tab', { name: 'Tous les sites' }));
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus (10 autres)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(61));
    expect(screen.queryByRole('button', { name: /^Afficher plus/ })).not.toBeInTheDocument();
  });

  it('says there is no visit yet on a site that has none', async () => {
    renderRoute('/admin/stats', await createTestServices({ signInAs: 'owner2@demo.test' }));
    expect(await screen.findByText('Pas encore de visite')).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    const services = withFailingReads(
      await createTestServices({ signInAs: 'owner@demo.test' }),
      (path) => path.endsWith('/stats'),
      'error',
    );
    renderRoute('/admin/stats', services);
    expect(await screen.findAllByText('Impossible de charger les statistiques')).not.toHaveLength(0);
  });
});
