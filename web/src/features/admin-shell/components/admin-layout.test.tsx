// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refs, updateWrite } from '@comptoir/core';
import { screenPaths } from '@/config/admin-screens';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const sidebar = () => screen.getByRole('complementary', { name: 'Barre latérale' });
const nav = async () => within(await screen.findByRole('navigation', { name: 'Navigation de l’administration' }));

/** A sidebar link by its screen's name, with or without its count. */
const named = (name: string) => ({ name: new RegExp(`^${name}( \\d|$)`) });

/** The screens a Pro plan adds, by their sidebar names. */
const GATED = [
  'À propos',
  'Prestations',
  'Produits',
  'Commandes de fêtes',
  'Paiements',
  'Réservations',
  'Commandes',
  'Demandes de devis',
];

beforeEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
});

describe('admin shell', () => {
  it('sends a signed-out visitor to the login page', async () => {
    const { router } = renderRoute('/admin/settings', await createTestServices());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it("shows the sidebar's groups and links to an owner, without the administrators' ones", async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    const links = await nav();
    for (const group of ['Principal', 'Contenu', 'Paramètres', 'Communication', 'Compte']) {
      expect(links.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
    }
    const hrefs = links.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/dashboard',
      '/admin/stats',
      '/admin/pages/home',
      '/admin/pages/about',
      '/admin/pages/services',
      '/admin/products',
      '/admin/content/events',
      '/admin/content/campaigns',
      '/admin/content/testimonials',
      '/admin/pages/hours',
      '/admin/appearance',
      '/admin/settings',
      '/admin/pages/contact',
      '/admin/paiements',
      '/admin/privacy',
      '/admin/content/reservations',
      '/admin/content/orders',
      '/admin/content/quotes',
      '/admin/content/messages',
      '/admin/account',
    ]);
  });

  it('leaves the screens outside an Essentiel site’s plan, and their counts, out of its sidebar', async () => {
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [updateWrite(refs.site('epicerie-du-marche'), { plan: 'essentiel' })],
    });
    renderRoute('/admin/dashboard', services);
    const links = await nav();
    await waitFor(() => expect(links.getByRole('link', { name: 'Messages 2 nouveaux' })).toBeInTheDocument());
    for (const name of GATED) expect(links.queryByRole('link', named(name))).toBeNull();
    expect(links.getByRole('link', { name: 'Page d’accueil' })).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Événements' })).toBeInTheDocument();
  });

  it('shows them all to a Pro site’s owner', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner2@demo.test' }));
    const links = await nav();
    for (const name of GATED) expect(links.getByRole('link', named(name))).toBeInTheDocument();
  });

  it('hides them from an administrator on an Essentiel site, and shows them again on a Pro one', async () => {
    localStorage.setItem('comptoir.admin.currentSite', JSON.stringify({ uid: 'demo-admin', siteId: 'boutique-vide' }));
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/account', services);
    const links = await nav();
    await waitFor(() => expect(links.queryByRole('link', { name: 'Produits' })).toBeNull());
    expect(links.getByRole('link', { name: 'Sites' })).toBeInTheDocument();
    await services.db.update(refs.site('boutique-vide').path, { plan: 'pro' });
    expect(await links.findByRole('link', { name: 'Produits' })).toHaveAttribute('href', '/admin/products');
  });

  it('shows the site an owner runs next to their role', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    await nav();
    expect(await within(sidebar()).findByText('Utilisateur · Épicerie du Marché')).toBeInTheDocument();
  });

  it('adds the sites and users links for an administrator', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'admin@demo.test' }));
    const links = await nav();
    expect(links.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/admin/sites');
    expect(links.getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute('href', '/admin/users');
  });

  it('lets an administrator change the current site from the sidebar, found by a search, staying on the screen', async () => {
    const { router } = renderRoute('/admin/account', await createTestServices({ signInAs: 'admin@demo.test' }));
    await nav();
    await userEvent.click(within(sidebar()).getByRole('button', { name: /^Site actuel.*changer de site$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Changer de site' }));
    expect(await dialog.findByText('3 sites, les plus récents d’abord')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('searchbox', { name: /^Rechercher un site/ }), 'saveurs');
    expect(await dialog.findByText('1 site pour « saveurs »')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /^Traiteur Saveurs & Co/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changer de site' })).not.toBeInTheDocument());
    expect(
      await within(sidebar()).findByRole('button', { name: /^Site actuel\s*Traiteur Saveurs & Co/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it('shows an owner their site, with nothing to change it', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    await nav();
    expect(await within(sidebar()).findByText('Site actuel')).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: /changer de site/ })).not.toBeInTheDocument();
  });

  it('badges the unviewed orders, reservations, quote requests and unread messages, live', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/dashboard', services);
    const links = await nav();
    await waitFor(() => expect(links.getByRole('link', { name: 'Demandes de devis 2 nouveaux' })).toBeInTheDocument());
    expect(links.getByRole('link', { name: 'Réservations 2 nouvelles' })).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Commandes 1 nouvelle' })).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Messages 2 nouveaux' })).toBeInTheDocument();
    await services.db.update('sites/epicerie-du-marche/contactMessages/msg-horaires-dimanche', { isViewed: true });
    await waitFor(() => expect(links.getByRole('link', { name: 'Messages 1 nouveau' })).toBeInTheDocument());
  });

  it('keeps the unseen leads one tap away in the top bar on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(max-width: 767px)' });
    try {
      const services = await createTestServices({ signInAs: 'owner@demo.test' });
      const { router } = renderRoute('/admin/dashboard', services);
      const link = await screen.findByRole('link', {
        name: /^7 non lus.: 1 commande, 2 réservations, 2 demandes de devis et 2 messages$/,
      });
      expect(link).toHaveTextContent('7');
      await userEvent.click(link);
      await waitFor(() => expect(router.state.location.pathname).toBe(screenPaths.orders));
    } finally {
      window.matchMedia = original;
    }
  });

  it('counts only the inboxes of the site’s plan in the phone’s top bar', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: query === '(max-width: 767px)' });
    try {
      const services = await createTestServices({
        signInAs: 'owner@demo.test',
        writes: [updateWrite(refs.site('epicerie-du-marche'), { plan: 'essentiel' })],
      });
      renderRoute('/admin/dashboard', services);
      const link = await screen.findByRole('link', { name: /^2 non lus.: 2 messages$/ });
      expect(link).toHaveAttribute('href', screenPaths.messages);
    } finally {
      window.matchMedia = original;
    }
  });

  it('collapses a group when its title is clicked', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    const links = await nav();
    await userEvent.click(links.getByRole('button', { name: 'Contenu' }));
    await waitFor(() =>
      expect(links.getByRole('button', { name: 'Contenu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it('toggles icon-only mode with Ctrl+B and remembers it in a cookie for 7 days', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    await nav();
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    await nav();
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
  });

  it("links to the current site's public pages", async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    const link = await screen.findByRole('link', { name: /Voir le site/ });
    expect(link).toHaveAttribute('href', '/merchant?site=epicerie-du-marche');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('signs out, forgets the current site and returns to the login page', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    localStorage.setItem('comptoir.admin.currentSite', JSON.stringify({ uid: 'demo-admin', siteId: 'boutique-vide' }));
    const { router } = renderRoute('/admin/account', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Déconnexion réussie')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('comptoir.admin.currentSite')).toBeNull();
  });

  it('shows the failure toast when signing out fails', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    services.auth.signOut = () => Promise.reject(new Error('réseau'));
    renderRoute('/admin/account', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('Échec de la déconnexion')).toBeInTheDocument();
  });

  it('keeps owners out of the sites and users screens', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    for (const path of ['/admin/sites', '/admin/users']) {
      const { router, unmount } = renderRoute(path, services);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
      unmount();
    }
  });

  it("shows the contact page's coming-soon placeholder", async () => {
    renderRoute('/admin/pages/contact', await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page contact' })).toBeInTheDocument();
    expect(screen.getByText('Bientôt disponible')).toBeInTheDocument();
  });

  it('shows the not-found page on an unknown back-office path when signed in', async () => {
    renderRoute('/admin/inconnu', await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByText('Oups ! Cette page est introuvable.')).toBeInTheDocument();
  });
});
