import { refs, type Write } from '@comptoir/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

afterEach(() => vi.useRealTimers());

const SITE = 'epicerie-du-marche';
const ARDOISE: Write = {
  kind: 'set',
  path: refs.page(SITE, 'ardoise').path,
  data: { title: 'Blanquette de veau', price: 12.5, imageUrl: '', date: '2026-11-24', until: '14:00' },
};

async function renderAt(moment: string, url: string, writes: readonly Write[] = []) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(moment));
  renderRoute(url, await createTestServices({ writes: [ARDOISE, ...writes] }));
  await screen.findByRole('heading', { level: 1 });
}

const strip = () => screen.queryByRole('complementary', { name: 'L’ardoise du jour' });

describe('« L’ardoise du jour » on the public site', () => {
  it('is at the top of the home and products pages on its day, and leaves by itself at its time', async () => {
    await renderAt('2026-11-24T13:58:30+01:00', `/merchant/products?site=${SITE}`);
    expect(strip()).toHaveTextContent(/Blanquette de veau — 12,50\s€/);
    expect(strip()).toHaveTextContent('jusqu’à 14:00');
    expect(screen.getByRole('link', { name: /Blanquette de veau/ })).toHaveAttribute(
      'href',
      `/merchant/ardoise?site=${SITE}`,
    );
    vi.setSystemTime(new Date('2026-11-24T14:00:30+01:00'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(strip()).not.toBeInTheDocument();
  });

  it('has a page of its own to share, which says when it has left', async () => {
    await renderAt('2026-11-24T12:00:00+01:00', `/merchant/ardoise?site=${SITE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Blanquette de veau' })).toBeInTheDocument();
    expect(screen.getByText('Aujourd’hui jusqu’à 14:00, chez Épicerie du Marché.')).toBeInTheDocument();
    expect(document.title).toBe('Blanquette de veau — Épicerie du Marché');
  });

  it('is not there the next day', async () => {
    await renderAt('2026-11-25T09:00:00+01:00', `/merchant/ardoise?site=${SITE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Pas d’ardoise en ce moment' })).toBeInTheDocument();
    expect(strip()).not.toBeInTheDocument();
  });

  it('shows nowhere while the shop is closed for its holidays, and its page says when it is back', async () => {
    const conges: Write = {
      kind: 'set',
      path: refs.item(SITE, 'specialPeriods', 'conges-novembre').path,
      data: {
        kind: 'conges',
        title: 'Congés',
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        isPeriodClosed: true,
      },
    };
    await renderAt('2026-11-24T12:00:00+01:00', `/merchant?site=${SITE}`, [conges]);
    expect(await screen.findByRole('complementary', { name: 'Congés' })).toBeInTheDocument();
    expect(strip()).not.toBeInTheDocument();
    cleanup();
    await renderAt('2026-11-24T12:00:00+01:00', `/merchant/ardoise?site=${SITE}`, [conges]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pas d’ardoise en ce moment' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Revenez à partir du lundi 30 novembre, à notre retour de congés : l’ardoise change chaque jour.',
      ),
    ).toBeInTheDocument();
  });
});
