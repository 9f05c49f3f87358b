import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoAccountWrites } from '@/lib/local/test-accounts';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const OWNER = { list: 'Vos domaines', create: 'Ajouter un domaine' };
const ADMIN = { list: 'Mappings de domaine', create: 'Nouveau mapping', dialog: 'Nouveau mapping de domaine' };
const list = async (name = OWNER.list) => within(await screen.findByRole('list', { name }));
const domainsOnScreen = async (name = OWNER.list) =>
  (await list(name)).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
const mapping = (services: Services, host: string) => services.db.get(refs.domain(host).path);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: OWNER.create }));
  return within(await screen.findByRole('dialog', { name: OWNER.create }));
}

describe('domains screen', () => {
  it("shows an owner only their own site's real domains, in plain French with the DNS records to ask for", async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'owner@demo.test' }));
    await waitFor(async () => expect(await domainsOnScreen()).toHaveLength(2));
    expect((await domainsOnScreen()).sort()).toEqual(['epicerie-du-marche.fr', 'www.epicerie-du-marche.fr']);
    expect((await list()).getAllByText('Site : Épicerie du Marché')).toHaveLength(2);
    expect((await list()).getAllByText('Actif')).toHaveLength(2);
    expect((await list()).getAllByText('Vos visiteurs arrivent sur votre boutique à cette adresse.')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const records = within(screen.getByRole('table', { name: 'Enregistrements DNS à créer' }));
    const rows = records
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['A@199.36.158.100', 'Awww199.36.158.100', expect.stringMatching(/^TXT@hosting-site=.+/)]);
    expect(screen.queryByText(/mapping|console Firebase|localhost/i)).not.toBeInTheDocument();
  });

  it('shows every mapping to an administrator, with the Firebase console steps', async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'admin@demo.test' }));
    await waitFor(async () => expect(await domainsOnScreen(ADMIN.list)).toHaveLength(4));
    expect(
      screen.getByRole('button', { name: 'Comment connecter un domaine personnalisé\u00a0?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Enregistrements DNS à créer' })).not.toBeInTheDocument();
  });

  it('maps an administrator’s domain at once', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: ADMIN.create }));
    const dialog = within(await screen.findByRole('dialog', { name: ADMIN.dialog }));
    await userEvent.type(dialog.getByLabelText(/^Domaine/), 'traiteur-lyon.fr');
    // Every site of the platform is not offered: those whose name starts with what is typed are.
    await userEvent.type(dialog.getByLabelText('Chercher un site'), 'trai');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Traiteur Saveurs & Co' }));
    expect(dialog.queryByRole('radio', { name: 'Boutique Vide' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Mapping de domaine créé avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'traiteur-lyon.fr'))?.data).toMatchObject({
      siteId: 'traiteur-saveurs',
      active: true,
    });
  });

  it('says so when no site’s name starts with what an administrator typed', async () => {
    renderRoute('/admin/domains', await createTestServices({ signInAs: 'admin@demo.test' }));
    await userEvent.click(await screen.findByRole('button', { name: ADMIN.create }));
    const dialog = within(await screen.findByRole('dialog', { name: ADMIN.dialog }));
    await userEvent.type(dialog.getByLabelText('Chercher un site'), 'zz');
    expect(await dialog.findByRole('status')).toHaveTextContent('Aucun site ne correspond à « zz ».');
  });

  it('asks for the bare domain and its www. variant from what an owner typed, waiting for approval', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    const dialog = await openCreate();
    await waitFor(() => expect(dialog.getByLabelText(/^Site/)).toHaveValue('epicerie-du-marche'));
    await userEvent.type(dialog.getByLabelText(/^Domaine/), 'https://www.Epicerie-Lyon.fr/');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText(/^Domaine ajouté.: il sera activé après vérification\.$/)).toBeInTheDocument();
    expect((await mapping(services, 'epicerie-lyon.fr'))?.data).toMatchObject({
      siteId: 'epicerie-du-marche',
      active: false,
    });
    expect((await mapping(services, 'www.epicerie-lyon.fr'))?.data).toMatchObject({
      siteId: 'epicerie-du-marche',
      active: false,
    });
    await waitFor(async () => expect((await list()).getAllByText('En attente de validation')).toHaveLength(2));
  });

  it('silently ignores a create without a domain', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/^Domaine ajouté/)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: OWNER.create })).toBeInTheDocument();
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
    expect(await screen.findByText('Impossible d’ajouter le domaine')).toBeInTheDocument();
  });

  it('lets an administrator deactivate and reactivate a mapping with its switch', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Mapping epicerie.localhost actif' }));
    expect(await screen.findByText('Mapping de domaine désactivé avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'epicerie.localhost'))?.data.active).toBe(false);
    expect(await screen.findByText('Inactif')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mapping epicerie.localhost actif' }));
    expect(await screen.findByText('Mapping de domaine activé avec succès')).toBeInTheDocument();
  });

  it('moves a domain to its new host when an owner edits it, the new host waiting for approval', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier epicerie-du-marche.fr' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le domaine' }));
    const input = dialog.getByLabelText(/^Domaine/);
    expect(input).toHaveValue('epicerie-du-marche.fr');
    await userEvent.clear(input);
    await userEvent.type(input, 'marche-lyon.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Domaine mis à jour')).toBeInTheDocument();
    expect(await mapping(services, 'epicerie-du-marche.fr')).toBeNull();
    expect((await mapping(services, 'marche-lyon.fr'))?.data).toMatchObject({
      siteId: 'epicerie-du-marche',
      active: false,
    });
  });

  it('keeps the www. host when an administrator moves a mapping to another site', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier www.epicerie-du-marche.fr' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le mapping' }));
    expect(await dialog.findByRole('radio', { name: 'Épicerie du Marché' })).toBeChecked();
    expect(dialog.getByLabelText(/^Domaine/)).toHaveValue('www.epicerie-du-marche.fr');
    await userEvent.type(dialog.getByLabelText('Chercher un site'), 'Traiteur');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Traiteur Saveurs & Co' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mapping de domaine mis à jour avec succès')).toBeInTheDocument();
    expect((await mapping(services, 'www.epicerie-du-marche.fr'))?.data.siteId).toBe('traiteur-saveurs');
    expect((await mapping(services, 'epicerie-du-marche.fr'))?.data.siteId).toBe('epicerie-du-marche');
  });

  it('deletes a mapping after confirmation', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer epicerie.localhost' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Êtes-vous sûr de vouloir supprimer le mapping epicerie.localhost ?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Mapping de domaine supprimé avec succès')).toBeInTheDocument();
    expect(await mapping(services, 'epicerie.localhost')).toBeNull();
  });

  it('lets an owner remove a domain from their site after confirmation', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/domains', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer www.epicerie-du-marche.fr' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Retirer le domaine' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Domaine retiré de votre site')).toBeInTheDocument();
    expect(await mapping(services, 'www.epicerie-du-marche.fr')).toBeNull();
  });

  it("says 'Aucun mapping de domaine configuré' and explains the Firebase Hosting setup", async () => {
    const services = await createTestServices({ seed: false, writes: demoAccountWrites, signInAs: 'admin@demo.test' });
    renderRoute('/admin/domains', services);
    expect(await screen.findByText('Aucun mapping de domaine configuré')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comment connecter un domaine personnalisé\u00a0?' }));
    expect(await screen.findByText(/console Firebase, ouvrez Hosting/)).toBeVisible();
  });

  it('shows an administrator 25 mappings with their sites’ names, reading no list of sites, then the rest', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    await services.db.batch(
      Array.from({ length: 30 }, (_, index) => ({
        kind: 'set' as const,
        path: refs.domain(`commerce${index}.example`).path,
        data: { siteId: 'traiteur-saveurs', active: true, createdAt: new Date(2030, 0, 1), updatedAt: new Date() },
      })),
    );
    const watch = vi.spyOn(services.db, 'watchQuery');
    renderRoute('/admin/domains', services);
    await waitFor(async () => expect(await domainsOnScreen(ADMIN.list)).toHaveLength(25));
    expect((await list(ADMIN.list)).getAllByText('Site : Traiteur Saveurs & Co')).toHaveLength(25);
    expect(watch.mock.calls.filter(([path]) => path === 'sites')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(async () => expect((await domainsOnScreen(ADMIN.list)).length).toBeGreaterThan(30));
  });
});
