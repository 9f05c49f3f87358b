import { screen, waitFor } from '@testing-library/react';
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
