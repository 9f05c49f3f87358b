import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

describe('legal pages of a shop running a campaign', () => {
  it('the terms carry the online orders’ section', async () => {
    renderRoute('/merchant/conditions-generales?site=epicerie-du-marche', await createTestServices());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Commandes en ligne\u00a0: Commandes de Noël' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a shop without a campaign has no such section', async () => {
    renderRoute('/merchant/conditions-generales?site=traiteur-saveurs', await createTestServices());
    await screen.findByRole('heading', { level: 1, name: 'Conditions générales' });
    expect(screen.queryByRole('heading', { name: /^Commandes en ligne/ })).not.toBeInTheDocument();
  });
});
