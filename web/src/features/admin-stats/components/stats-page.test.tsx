import { momentIn } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

  it('compares 7 days with the 7 before, and adds today’s visits as they come', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/stats', services);
    await screen.findByRole('heading', { level: 2, name: 'Visites par jour' });
    await userEvent.selectOptions(screen.getByLabelText('Période'), '7');
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
