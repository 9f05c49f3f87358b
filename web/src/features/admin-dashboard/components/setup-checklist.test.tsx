import { refs, updateWrite } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const checklist = async () => within(await screen.findByRole('list', { name: 'Étapes de mise en route' }));

describe('the dashboard’s setup checklist', () => {
  it('lists what a new shop still has to fill in, what shows as a sample meanwhile, with a link to each screen', async () => {
    const services = await createTestServices({
      signInAs: 'admin@demo.test',
      writes: [updateWrite(refs.site('boutique-vide'), { plan: 'pro' })],
    });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    const { router } = renderRoute('/admin/dashboard', services);
    const steps = await checklist();
    expect(steps.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/^\d+ sur 10 étapes faites$/)).toBeInTheDocument();
    expect(steps.getByText('Votre site affiche des produits d’exemple.')).toBeInTheDocument();
    expect(steps.getByText('Votre site affiche des avis d’exemple.')).toBeInTheDocument();
    expect(steps.getAllByText('Exemple en ligne').length).toBeGreaterThanOrEqual(5);
    await userEvent.click(steps.getByRole('link', { name: 'Produits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });

  it('leaves out the products and the questions of the services page on an Essentiel site', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute('/admin/dashboard', services);
    const steps = await checklist();
    expect(steps.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText(/^\d+ sur 8 étapes faites$/)).toBeInTheDocument();
    expect(steps.queryByRole('link', { name: 'Produits' })).not.toBeInTheDocument();
    expect(steps.queryByRole('link', { name: 'Questions fréquentes' })).not.toBeInTheDocument();
    expect(steps.getByRole('link', { name: 'Avis clients' })).toBeInTheDocument();
  });

  it('follows the site live, and goes away once every step is done', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const site = refs.site('epicerie-du-marche').path;
    const logoUrl = (await services.db.get(site))?.data.appearance as { logoUrl: string };
    await services.db.update(site, { 'appearance.logoUrl': '' });
    renderRoute('/admin/dashboard', services);
    const steps = await checklist();
    const logo = steps.getByRole('link', { name: 'Logo' }).closest('li') as HTMLElement;
    expect(within(logo).getByLabelText('À faire')).toBeInTheDocument();
    const products = steps.getByRole('link', { name: 'Produits' }).closest('li') as HTMLElement;
    expect(within(products).getByLabelText('Fait')).toBeInTheDocument();
    expect(screen.getByText('9 sur 10 étapes faites')).toBeInTheDocument();

    await services.db.update(site, { 'appearance.logoUrl': logoUrl.logoUrl });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Étapes de mise en route' })).not.toBeInTheDocument(),
    );
  });
});
