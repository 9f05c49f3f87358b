import { countedPage, refs } from '@comptoir/core';
import type { RouteObject } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { withFailingReads } from '@/testing/failing-reads';
import { createTestServices } from '@/testing/test-services';
import { paths } from '@/config/paths';
import { audienceLabel } from '@/features/admin-stats/lib/audience-labels';
import { routes } from './router';

/** The address of every page the router serves, from its route table ('*' and the email link left out). */
function pageAddresses(list: readonly RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    // Outside the shops' pages: the owner's confirmation link and the sandbox's checkout, not counted.
    if (route.path === '*' || route.path === 'confirmer-email' || route.path === 'paiement-demo') return [];
    const here = route.path ? `${base}/${route.path}` : base;
    if (route.children) return pageAddresses(route.children, here);
    return [here || '/'];
  });
}

describe('app routing', () => {
  it('shows the shop home on / when ?site= names an existing site', async () => {
    renderRoute('/?site=epicerie-du-marche', await createTestServices());
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Épicerie du Marché')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(/Tous droits réservés/)).toBeInTheDocument();
  });

  it('shows the landing page on / when no site resolves', async () => {
    renderRoute('/?site=inconnu', await createTestServices());
    expect(await screen.findByText('Des sites web sur-mesure pour les commerces de proximité.')).toBeInTheDocument();
  });

  it('says the site does not answer, with a retry, when it cannot be read — never the landing page', async () => {
    const services = withFailingReads(
      await createTestServices(),
      (path) => path === 'published/epicerie-du-marche',
      'error',
    );
    for (const path of ['/', '/merchant/contact']) {
      const { unmount } = renderRoute(`${path}?site=epicerie-du-marche`, services);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ce site ne répond pas pour le moment' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      expect(screen.queryByText('Des sites web sur-mesure pour les commerces de proximité.')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('counts every public page in « Statistiques », under one name per page whatever its address', () => {
    const addresses = pageAddresses(routes);
    expect(addresses).toEqual(
      expect.arrayContaining(['/', '/merchant', '/merchant/ardoise', '/merchant/confidentialite']),
    );
    for (const address of addresses) {
      const key = countedPage(address);
      expect(key, address).not.toBeNull();
      expect(audienceLabel(key ?? ''), address).not.toBe(key);
    }
    expect(countedPage('/')).toBe(countedPage(paths.merchant.home));
    expect(countedPage(paths.legal.privacy)).toBe(countedPage(`${paths.merchant.home}${paths.legal.privacy}`));
  });

  it('registers every public route', async () => {
    const services = await createTestServices();
    for (const path of Object.values(paths.merchant)) {
      const { unmount } = renderRoute(`${path}?site=epicerie-du-marche`, services);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('Oups ! Cette page est introuvable.')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows the not-found page on an unknown path, with a link home', async () => {
    renderRoute('/nulle-part', await createTestServices({ seed: false }));
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oups ! Cette page est introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page on an unknown back-office path', async () => {
    renderRoute('/admin/nimporte-quoi', await createTestServices({ seed: false }));
    expect(await screen.findByText('Oups ! Cette page est introuvable.')).toBeInTheDocument();
  });

  it("applies the site's colours as CSS variables and follows their changes live", async () => {
    const services = await createTestServices();
    renderRoute('/merchant?site=epicerie-du-marche', services);
    await screen.findByRole('banner');
    const site = await services.db.get(refs.site('epicerie-du-marche').path);
    const appearance = site?.data.appearance as Record<string, string>;
    const style = document.documentElement.style;
    await waitFor(() => expect(style.getPropertyValue('--site-primary')).toBe(appearance.primaryColor));
    await services.db.update(refs.site('epicerie-du-marche').path, { 'appearance.primaryColor': '#123456' });
    await waitFor(() => expect(style.getPropertyValue('--site-primary')).toBe('#123456'));
  });
});
