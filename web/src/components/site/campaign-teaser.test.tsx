import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

describe('campaign teaser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('links the home page to the open campaign', async () => {
    renderRoute('/merchant?site=epicerie-du-marche', await createTestServices());
    const teaser = await screen.findByRole('complementary', { name: 'Commandes de Noël' });
    expect(within(teaser).getByRole('link')).toHaveAttribute('href', '/merchant/commandes?site=epicerie-du-marche');
  });

  it('is not there without an open campaign', async () => {
    renderRoute('/merchant?site=traiteur-saveurs', await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: /^Commandes/ })).not.toBeInTheDocument();
  });
});
