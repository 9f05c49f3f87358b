import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoAccountWrites } from '@/lib/local/test-accounts';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const list = async () => within(await screen.findByRole('list', { name: 'Mappings de domaine' }));
const domainsOnScreen = async () =>
  (await list()).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
const mapping = (services: Services, host: string) => services.db.get(refs.domain(host).path);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau mapping' }));
  return within(await screen.findByRole('dialog', { name: 'Nouveau mapping de domaine' }));
}

describe('domains screen', () => {
  it("shows an owner only their own site's mappings", async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'owner@demo.test' }));
    await waitFor(async () => expect(await domainsOnScreen()).toHaveLength(3));
    expect((await domainsOnScreen()).sort()).toEqual([
      'epicerie-du-marche.fr',
      'epicerie.localhost',
      'www.epicerie-du-marche.fr',
    ]);
    expect((await list()).getAllByText('Site : Épicerie du Marché')).toHaveLength(3);
    expect((await list()).getAllByText('Actif')).toHaveLength(3);
  });

  it('shows every mapping to an administrator', async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'admin@demo.test' }));
    await waitFor(async () => expect(await domainsOnScreen()).toHaveLength(4));
  });

  it('creates the bare domain and its www. variant from what was typed', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    const dialog = await openCreate();
    await waitFor(() => expect(dialog.getByLabelText(/^Site/)).toHaveValue('epicerie-du-marche'));
    await userEvent.type(dialog.getByLabelText(/^Domaine/), 'https://www.Epicerie-Lyon.fr/');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Mapping de domaine créé avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'epicerie-lyon.fr'))?.data).toMatchObject({
      siteId: 'epicerie-du-marche',
      active: true,
    });
    expect((await mapping(services, 'www.epicerie-lyon.fr'))?.data.siteId).toBe('epicerie-du-marche');
  });

  it('silently ignores a create without a domain', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('Mapping de domaine créé avec succès')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nouveau mapping de domaine' })).toBeInTheDocument();
    expect(await services.db.query('domains')).toHaveLength(4);
  });

  it('rejects a malformed domain and one mapped to another site', async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'owner@demo.test' }));
    const dialog = await openCreate();
    const input = dialog.getByLabelText(/^Domaine/);
    await userEvent.type(input, 'ma boutique');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await dialog.findByText('Nom de domaine invalide')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'traiteur.localhost');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(
      await dialog.findByText('Le domaine traiteur.localhost est déjà associé à un autre site'),
    ).toBeInTheDocument();
  });

  it('shows the failure toast when the mapping cannot be created', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    services.db.batch = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/domains', services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Domaine/), 'epicerie-lyon.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Impossible de créer le mapping de domaine')).toBeInTheDocument();
  });

  it('deactivates and reactivates a mapping with its switch', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mapping epicerie.localhost actif' }));
    expect(await screen.findByText('Mapping de domaine désactivé avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'epicerie.localhost'))?.data.active).toBe(false);
    expect(await screen.findByText('Inactif')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mapping epicerie.localhost actif' }));
    expect(await screen.findByText('Mapping de domaine activé avec succès')).toBeInTheDocument();
  });

  it('moves a mapping to its new host when the domain is edited', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier epicerie.localhost' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le mapping' }));
    const input = dialog.getByLabelText(/^Domaine/);
    expect(input).toHaveValue('epicerie.localhost');
    await userEvent.clear(input);
    await userEvent.type(input, 'marche.localhost');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mapping de domaine mis à jour avec succès')).toBeInTheDocument();
    expect(await mapping(services, 'epicerie.localhost')).toBeNull();
    expect((await mapping(services, 'marche.localhost'))?.data.siteId).toBe('epicerie-du-marche');
  });

  it('keeps the www. host when an administrator moves a mapping to another site', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier www.epicerie-du-marche.fr' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le mapping' }));
    await dialog.findByRole('option', { name: 'Traiteur Saveurs & Co' });
    expect(dialog.getByLabelText(/^Domaine/)).toHaveValue('www.epicerie-du-marche.fr');
    await userEvent.selectOptions(dialog.getByLabelText(/^Site/), 'traiteur-saveurs');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mapping de domaine mis à jour avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'www.epicerie-du-marche.fr'))?.data.siteId).toBe('traiteur-saveurs');
    expect((await mapping(services, 'epicerie-du-marche.fr'))?.data.siteId).toBe('epicerie-du-marche');
  });

  it('deletes a mapping after confirmation', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer epicerie.localhost' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer le mapping epicerie.localhost ?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Mapping de domaine supprimé avec succès')).toBeInTheDocument();
    expect(await mapping(services, 'epicerie.localhost')).toBeNull();
  });

  it("says 'Aucun mapping de domaine configuré' and explains the Firebase Hosting setup", async () => {
    const services = await createTestServices({ seed: false, writes: demoAccountWrites, signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    expect(await screen.findByText('Aucun mapping de domaine configuré')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comment connecter un domaine personnalisé ?' }));
    expect(await screen.findByText(/console Firebase, ouvrez Hosting/)).toBeVisible();
  });
});
