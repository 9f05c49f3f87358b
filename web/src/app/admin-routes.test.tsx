import { refs, updateWrite } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices, type TestServicesOptions } from '@/testing/test-services';
import { ADMIN_PAGES } from './admin-pages';
import { preloadAdminScreen } from './admin-routes';

// The back office's addresses, written out: the screen table must keep every one of them.
const OPEN_TO_OWNERS = [
  '/admin',
  '/admin/dashboard',
  '/admin/domains',
  '/admin/pages/home',
  '/admin/pages/about',
  '/admin/pages/services',
  '/admin/pages/contact',
  '/admin/pages/hours',
  '/admin/products',
  '/admin/content/products',
  '/admin/content/events',
  '/admin/content/testimonials',
  '/admin/content/quotes',
  '/admin/content/reservations',
  '/admin/content/messages',
  '/admin/appearance',
  '/admin/settings',
  '/admin/privacy',
  '/admin/account',
];
const ADMINISTRATORS_ONLY = ['/admin/sites', '/admin/users', '/admin/prospects', '/admin/platform'];

async function expectScreens(paths: string[], signInAs: TestServicesOptions['signInAs']) {
  const services = await createTestServices({ signInAs });
  for (const path of paths) {
    const { router, unmount } = renderRoute(path, services);
    await screen.findByRole('navigation', { name: 'Navigation de l’administration' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1), { timeout: 5000 });
    expect(screen.queryByText('Oups ! Cette page est introuvable.'), path).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    unmount();
  }
}

describe('back-office routes', () => {
  it('opens every screen at each of its addresses, with its one h1', async () => {
    await expectScreens(OPEN_TO_OWNERS, 'owner@demo.test');
    await expectScreens(ADMINISTRATORS_ONLY, 'admin@demo.test');
  }, 120_000);

  it("sends an owner from an administrator's screen to the dashboard", async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    for (const path of ADMINISTRATORS_ONLY) {
      const { router, unmount } = renderRoute(path, services);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
      unmount();
    }
  }, 60_000);

  it('titles a screen still to come with its name in the sidebar', async () => {
    renderRoute('/admin/pages/contact', await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page contact' })).toBeInTheDocument();
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();
  });
});

describe('screens outside the site’s plan', () => {
  const GATED = {
    '/admin/pages/about': 'À propos',
    '/admin/pages/services': 'Prestations',
    '/admin/products': 'Produits',
    '/admin/content/products': 'Produits',
    '/admin/content/campaigns': 'Commandes de fêtes',
    '/admin/paiements': 'Paiements',
    '/admin/content/reservations': 'Réservations',
    '/admin/content/orders': 'Commandes',
    '/admin/content/quotes': 'Demandes de devis',
  };
  const essentielOwner = () =>
    createTestServices({
      signInAs: 'owner@demo.test',
      writes: [updateWrite(refs.site('epicerie-du-marche'), { plan: 'essentiel' })],
    });

  it('offers the plan at each address to an Essentiel site’s owner, keeping its content', async () => {
    const services = await essentielOwner();
    const products = await services.db.query('sites/epicerie-du-marche/products');
    // (The plan's own write republishes the site in a transaction of its own: not the screens'.)
    const writes = (['set', 'update', 'add', 'remove', 'batch'] as const).map((method) =>
      vi.spyOn(services.db, method),
    );
    for (const [path, label] of Object.entries(GATED)) {
      const { router, unmount } = renderRoute(path, services);
      expect(await screen.findByRole('heading', { level: 1, name: label }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Cette page fait partie de la formule Pro.')).toBeInTheDocument();
      expect(screen.getByText('Pour l’ajouter, contactez l’équipe Comptoir.')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    expect(await services.db.query('sites/epicerie-du-marche/products')).toHaveLength(products.length);
  }, 60_000);

  it('opens them for a Pro site’s owner', async () => {
    const services = await createTestServices({ signInAs: 'owner2@demo.test' });
    for (const path of Object.keys(GATED)) {
      const { unmount } = renderRoute(path, services);
      // The screen's own title (« Page Qui sommes-nous »…), not the offer's.
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1), { timeout: 5000 });
      expect(screen.queryByText('Cette page fait partie de la formule Pro.'), path).not.toBeInTheDocument();
      unmount();
    }
  }, 60_000);

  it('sends an administrator on an Essentiel site to « Sites » to change its plan', async () => {
    localStorage.setItem('comptoir.admin.currentSite', JSON.stringify({ uid: 'demo-admin', siteId: 'boutique-vide' }));
    const { router } = renderRoute('/admin/products', await createTestServices({ signInAs: 'admin@demo.test' }));
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Cette page fait partie de la formule Pro.')).toBeInTheDocument();
    expect(main.getByText('Formule actuelle du site : Essentiel.')).toBeInTheDocument();
    expect(main.queryByText('Pour l’ajouter, contactez l’équipe Comptoir.')).not.toBeInTheDocument();
    await userEvent.click(main.getByRole('link', { name: /^Changer la formule dans «\sSites\s»$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sites'));
  });
});

describe('preloadAdminScreen', () => {
  it('loads the code of the screen at the address, and of no other', () => {
    const platform = vi.spyOn(ADMIN_PAGES, 'platform');
    const dashboard = vi.spyOn(ADMIN_PAGES, 'dashboard');
    preloadAdminScreen('/admin/platform');
    expect(platform).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
    preloadAdminScreen('/admin/login');
    preloadAdminScreen('/administration');
    expect(platform).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
    preloadAdminScreen('/admin');
    expect(dashboard).toHaveBeenCalledTimes(1);
  });
});
