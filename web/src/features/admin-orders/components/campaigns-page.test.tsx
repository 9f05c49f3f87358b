// @vitest-environment jsdom
import { getCollection, refs, paymentRefs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const PAGE = '/admin/content/campaigns';

describe('campaigns screen', () => {
  it('lists the seeded Christmas campaign and opens it in the editor', async () => {
    renderRoute(PAGE, await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes de fêtes' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Campagnes' }));
    await userEvent.click(list.getByRole('button', { name: 'Modifier «\u00a0Commandes de Noël\u00a0»' }));
    expect(screen.getByRole('textbox', { name: /Titre/ })).toHaveValue('Commandes de Noël');
    expect(screen.getByRole('radio', { name: 'Des arrhes ou un acompte' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Pourcentage/ })).toHaveValue('30');
    expect(screen.getByRole('radio', { name: 'Arrhes' })).toBeChecked();
    expect(screen.getByText(/Arrhes\s: le client qui annule les perd/)).toBeInTheDocument();
    expect(screen.getByText(/Acompte\s: la commande est ferme pour les deux/)).toBeInTheDocument();
    // Both pick-up days open at 09:00.
    expect(screen.getAllByRole('checkbox', { name: '09:00', checked: true, hidden: true })).toHaveLength(2);
  });

  it('says what to fix under each field and keeps what was typed', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle campagne' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Présentation/ }), 'Nos bûches maison');
    await userEvent.clear(screen.getByRole('textbox', { name: /Quantité par jour/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Quantité par jour/ }), '1,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la campagne' }));
    expect(await screen.findByText('Le titre est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Indiquez la date de clôture des commandes')).toBeInTheDocument();
    expect(screen.getByText('Indiquez la date de retrait')).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins un créneau')).toBeInTheDocument();
    expect(screen.getByText('Choisissez un produit')).toBeInTheDocument();
    expect(screen.getByText(/Un nombre entier de 1 à 999/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Présentation/ })).toHaveValue('Nos bûches maison');
    expect(screen.getByRole('textbox', { name: /Quantité par jour/ })).toHaveValue('1,5');
    const stored = await getCollection(services.db, refs.collection(SITE, 'campaigns'));
    expect(stored).toHaveLength(1);
  });

  it('warns that online payment needs the Paiements screen when Stripe is not connected', async () => {
    const services = await createTestServices({
      signInAs: 'owner@demo.test',
      writes: [
        { kind: 'set', path: paymentRefs.sitePayments(SITE).path, data: { accountId: null, chargesEnabled: false } },
      ],
    });
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle campagne' }));
    expect(screen.queryByText('Vos paiements en ligne ne sont pas encore connectés')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Tout' }));
    expect(await screen.findByText('Vos paiements en ligne ne sont pas encore connectés')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ouvrir l’écran Paiements' })).toHaveAttribute('href', '/admin/paiements');
  });

  it('saves a new campaign', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute(PAGE, services);
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle campagne' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Titre/ }), 'Galettes des rois');
    const closes = document.querySelector('input[name="closesOn"]') as HTMLInputElement;
    await userEvent.type(closes, '2030-01-03');
    const day = document.querySelector('input[name="days.0.date"]') as HTMLInputElement;
    await userEvent.type(day, '2030-01-05');
    await userEvent.click(screen.getByRole('checkbox', { name: '10:00', hidden: true }));
    const product = screen.getByRole('combobox', { name: /Produit 1/ });
    const firstOffer = within(product).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(product, firstOffer);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la campagne' }));
    await waitFor(async () =>
      expect((await getCollection(services.db, refs.collection(SITE, 'campaigns'))).map((c) => c.title)).toContain(
        'Galettes des rois',
      ),
    );
    const saved = (await getCollection(services.db, refs.collection(SITE, 'campaigns'))).find(
      (c) => c.title === 'Galettes des rois',
    );
    expect(saved?.days).toEqual([{ date: '2030-01-05', slots: ['10:00'] }]);
    expect(saved?.items[0]?.capacityPerDay).toBe(10);
  });
});
