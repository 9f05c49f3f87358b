import { refs } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const TRAITEUR = 'traiteur-saveurs';

async function deactivated(signInAs?: 'owner2@demo.test') {
  const services = await createTestServices(signInAs ? { signInAs } : {});
  await services.db.update(refs.site(TRAITEUR).path, { active: false });
  return services;
}

describe('a deactivated site', () => {
  it('is not served: visitors see it unavailable, without its pages or menu', async () => {
    renderRoute(`/merchant/products?site=${TRAITEUR}`, await deactivated());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Traiteur Saveurs & Co n’est pas disponible pour le moment',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Produits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nos Produits' })).not.toBeInTheDocument();
  });

  it('is served again once reactivated', async () => {
    const services = await deactivated();
    await services.db.update(refs.site(TRAITEUR).path, { active: true });
    renderRoute(`/merchant/products?site=${TRAITEUR}`, services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos Produits' })).toBeInTheDocument();
  });

  it('says so to its owner on every back-office screen, who keeps editing', async () => {
    renderRoute('/admin/dashboard', await deactivated('owner2@demo.test'));
    expect(await screen.findByText('Traiteur Saveurs & Co est désactivé')).toBeInTheDocument();
    expect(screen.getByText(/Votre contenu est conservé et vous pouvez continuer à le modifier/)).toBeInTheDocument();
  });
});
