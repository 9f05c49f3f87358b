import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const URL = '/merchant/commandes?site=epicerie-du-marche';

describe('campaign orders page', () => {
  beforeEach(() => {
    // The seed's campaign is dated from the clock: a fixed day while it takes orders.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the campaign, one h1, what is left per day and the deposit', async () => {
    renderRoute(URL, await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes de Noël' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText(/^Plus que 3/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Jour de retrait/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Créneau de retrait/ })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByTestId('order-online').textContent).toMatch(
      /^Arrhes à régler en ligne\u00a0: 30\u00a0% soit /,
    );
    expect(screen.getByRole('link', { name: 'conditions de vente' })).toHaveAttribute(
      'href',
      expect.stringContaining('/conditions-generales'),
    );
  });

  it('says « Pas de commandes en cours » for a shop with no open campaign', async () => {
    renderRoute('/merchant/commandes?site=traiteur-saveurs', await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pas de commandes en cours' })).toBeInTheDocument();
  });
});
