import { emailQuotaRef, legalDetailsRef, momentIn, refs, setWrite, updateWrite } from '@comptoir/core';
import { quoteRequestData, reservationData } from '@comptoir/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import { screenPaths } from '@/config/admin-screens';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

function counter(label: string): HTMLElement {
  const root = screen.getByText(label, { selector: 'dt' }).closest<HTMLElement>('.chakra-stat__root');
  if (!root) throw new Error(`counter ${label} missing`);
  return root;
}

describe('dashboard', () => {
  it('welcomes the owner on their site and counts its quote requests by status', async () => {
    renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    const name = await screen.findByText('Épicerie du Marché', { selector: 'strong' });
    // « de » elided before a vowel.
    expect(name.parentElement).toHaveTextContent('Bienvenue sur le tableau de bord d’Épicerie du Marché.');
    await waitFor(() => expect(within(counter('Total des demandes')).getByText('5')).toBeInTheDocument());
    expect(within(counter('Nouvelles')).getByText('2')).toBeInTheDocument();
    expect(within(counter('En cours')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Terminées')).getByText('1')).toBeInTheDocument();
  });

  it('counts a shop’s many requests without reading them all: no listener of requests holds more than 10', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const requests = refs.collection('epicerie-du-marche', 'quoteRequests').path;
    await services.db.batch(
      Array.from({ length: 30 }, (_, index) => ({
        kind: 'set' as const,
        path: `${requests}/extra-${index}`,
        data: quoteRequestData({
          customerLastName: `Client ${index}`,
          customerEmail: `client${index}@example.fr`,
          status: index < 20 ? 'new' : 'completed',
          createdAt: new Date(Date.UTC(2024, 0, 1, 8, index)),
        }),
      })),
    );
    const watch = vi.spyOn(services.db, 'watchQuery');
    renderRoute('/admin/dashboard', services);
    await waitFor(() => expect(within(counter('Total des demandes')).getByText('35')).toBeInTheDocument());
    expect(within(counter('Nouvelles')).getByText('22')).toBeInTheDocument();
    expect(within(counter('En cours')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Terminées')).getByText('11')).toBeInTheDocument();
    const requestWatches = watch.mock.calls.filter(([path]) => path === requests);
    expect(requestWatches.length).toBeGreaterThan(0);
    for (const [, spec] of requestWatches) expect(spec?.limit ?? Infinity).toBeLessThanOrEqual(10);
  });

  it('lists today’s pick-ups by time, the cancelled ones left out, each linked to its card', async () => {
    const today = momentIn(new Date()).date;
    const reservation = (id: string, overrides: Record<string, unknown>) => ({
      kind: 'set' as const,
      path: refs.item('epicerie-du-marche', 'reservations', id).path,
      data: reservationData({ pickupDate: today, createdAt: new Date(), ...overrides }),
    });
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [
        reservation('resa-a', { pickupTime: '18:00', customerFirstName: 'Zoé', customerLastName: 'Morel' }),
        reservation('resa-b', { pickupTime: '08:30', customerFirstName: 'Yann', customerLastName: 'Leroy' }),
        reservation('resa-c', { pickupTime: '09:00', customerFirstName: 'Ines', status: 'cancelled' }),
      ],
    });
    renderRoute('/admin/dashboard', services);
    const list = within(await screen.findByRole('list', { name: 'Retraits du jour' }));
    await waitFor(() => expect(list.getByRole('link', { name: 'Zoé Morel' })).toBeInTheDocument());
    const names = list.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf('Yann Leroy')).toBe(0);
    expect(names.at(-1)).toBe('Zoé Morel');
    expect(names.some((name) => name?.startsWith('Ines'))).toBe(false);
    expect(list.getByRole('link', { name: 'Zoé Morel' })).toHaveAttribute(
      'href',
      `${screenPaths.reservations}#demande-resa-a`,
    );
  });

  it('says when leads arrived past the hourly email cap, and where they are', async () => {
    const quota = (lastWithheldAt: Date | null) =>
      setWrite(emailQuotaRef('epicerie-du-marche'), {
        hourStart: new Date(),
        leadEmails: 20,
        testEmails: 0,
        withheldLeads: 2,
        lastWithheldAt,
      });
    const recent = await createTestServices({ signInAs: 'owner@demo.test', writes: [quota(new Date())] });
    const { unmount } = renderRoute('/admin/dashboard', recent);
    expect(await screen.findByText('Des demandes n’ont pas été envoyées par email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demandes de devis' })).toHaveAttribute('href', screenPaths.quotes);
    expect(screen.getByRole('link', { name: 'Réservations' })).toHaveAttribute('href', screenPaths.reservations);
    unmount();

    const old = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [quota(new Date(Date.now() - 2 * 24 * 60 * 60 * 1000))],
    });
    renderRoute('/admin/dashboard', old);
    await screen.findByText('Épicerie du Marché', { selector: 'strong' });
    expect(screen.queryByText('Des demandes n’ont pas été envoyées par email')).not.toBeInTheDocument();
  });

  it('says which legal details the traiteur still lacks, and where to complete them; nothing once complete', async () => {
    const services = await createTestServices({ signInAs: 'owner2@demo.test' });
    renderRoute('/admin/dashboard', services);
    const notice = (await screen.findByText('Mentions légales incomplètes')).closest<HTMLElement>(
      '[role="alert"], div',
    );
    expect(notice?.parentElement).toHaveTextContent(
      'Il manque : SIRET, directeur de la publication, email de contact, téléphone, capital social, immatriculation (RCS).',
    );
    const links = screen.getAllByRole('link', { name: 'Paramètres du site' }).map((link) => link.getAttribute('href'));
    expect(links).toContain(`${screenPaths.settings}#mentions-legales`);
    await services.db.update(legalDetailsRef('traiteur-saveurs').path, {
      siret: '81234567100018',
      director: 'Karim Benali',
      email: 'contact@saveurs-et-co.fr',
      phone: '04 72 65 18 90',
      shareCapital: '5 000 €',
      registration: 'RCS Lyon 812 345 671',
    });
    await waitFor(() => expect(screen.queryByText('Mentions légales incomplètes')).not.toBeInTheDocument());
  });

  it('lists the latest requests with name, service, fr-FR date and status badge', async () => {
    const now = new Date('2025-03-14T10:00:00+01:00');
    renderRoute('/admin', await createTestServices({ signInAs: 'owner@demo.test', now }));
    const list = (await screen.findByText('Camille Martin')).closest('ul');
    if (!list) throw new Error('list missing');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0] as HTMLElement).getByText('Plateaux apéritifs')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('14/03/2025')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Nouveau')).toBeInTheDocument();
    expect(within(list).getAllByText('En cours')).toHaveLength(2);
    expect(within(list).getAllByText('Terminé')).toHaveLength(1);
  });

  it('opens the request a row shows, in the requests screen', async () => {
    const { router } = renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Camille Martin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(screenPaths.quotes));
    const anchor = router.state.location.hash.slice(1);
    expect(anchor).toMatch(/^demande-/);
    const card = await waitFor(() => {
      const element = document.getElementById(anchor);
      if (!element) throw new Error('card not rendered yet');
      return element;
    });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Camille Martin');
  });

  it('says there is no request yet on an empty site', async () => {
    const services = await createTestServices({
      signInAs: 'admin@demo.test',
      writes: [updateWrite(refs.site('boutique-vide'), { plan: 'pro' })],
    });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute('/admin/dashboard', services);
    expect(await screen.findByText('Aucune demande de devis pour l’instant')).toBeInTheDocument();
    expect(screen.getByText('Boutique Vide', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Bienvenue sur le tableau de bord de Boutique Vide.',
    );
  });

  it('leaves out the requests, pick-ups and their inboxes on an Essentiel site; a Pro site has them', async () => {
    const quota = setWrite(emailQuotaRef('epicerie-du-marche'), {
      hourStart: new Date(),
      leadEmails: 20,
      testEmails: 0,
      withheldLeads: 2,
      lastWithheldAt: new Date(),
    });
    const onPlan = async (plan: 'essentiel' | 'pro') => {
      const services = await createTestServices({
        signInAs: 'owner@demo.test',
        writes: [quota, updateWrite(refs.site('epicerie-du-marche'), { plan })],
      });
      const rendered = renderRoute('/admin/dashboard', services);
      await screen.findByText('Des demandes n’ont pas été envoyées par email');
      return rendered;
    };
    const essentiel = await onPlan('essentiel');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', screenPaths.messages);
    expect(screen.queryByRole('link', { name: 'Demandes de devis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réservations' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dernières demandes de devis')).not.toBeInTheDocument();
    expect(screen.queryByText('Total des demandes')).not.toBeInTheDocument();
    expect(screen.queryByText('Retraits du jour')).not.toBeInTheDocument();
    essentiel.unmount();

    await onPlan('pro');
    expect(screen.getByRole('link', { name: 'Demandes de devis' })).toHaveAttribute('href', screenPaths.quotes);
    expect(screen.getByRole('link', { name: 'Réservations' })).toHaveAttribute('href', screenPaths.reservations);
    expect(screen.getByText('Dernières demandes de devis')).toBeInTheDocument();
    expect(screen.getByText('Total des demandes')).toBeInTheDocument();
    expect(screen.getByText('Retraits du jour')).toBeInTheDocument();
  });

  it('sends an administrator without a current site to the sites list', async () => {
    const { router } = renderRoute('/admin/dashboard', await createTestServices({ signInAs: 'admin@demo.test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sites'));
  });

  it('tells a user without any site to contact an administrator', async () => {
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [updateWrite(refs.site('epicerie-du-marche'), { ownerId: null })],
    });
    renderRoute('/admin/dashboard', services);
    expect(await screen.findByRole('heading', { name: 'Aucun site sélectionné' })).toBeInTheDocument();
    expect(screen.getByText(/Contactez un administrateur/)).toBeInTheDocument();
  });
});
