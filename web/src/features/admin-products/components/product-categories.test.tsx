// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const stored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/productCategories`, { orderBy: [['orderIndex', 'asc']] })).map(
    (doc) => doc.data,
  );
const list = async () => within(await screen.findByRole('list', { name: 'Catégories de produits' }));

async function openTab(services: Services) {
  renderRoute('/admin/products', services);
  await userEvent.click(await screen.findByRole('tab', { name: 'Catégories' }));
  return list();
}

async function openCreate() {
  await userEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvelle catégorie' }));
}

describe('product categories', () => {
  it('lists the categories in order with their product counts', async () => {
    const categories = await openTab(await owner());
    const items = categories.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Épicerie fine',
      'Fromages & crèmerie',
      'Fruits & légumes',
      'Boissons',
    ]);
    expect(await within(items[3] as HTMLElement).findByText('3 produits')).toBeInTheDocument();
  });

  it("refuses a category without a name with 'Le nom de la catégorie est obligatoire', then adds it last", async () => {
    const services = await owner();
    await openTab(services);
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText('Le nom de la catégorie est obligatoire')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Nom de la catégorie/), 'Traiteur');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Catégorie créée avec succès')).toBeInTheDocument();
    expect((await stored(services)).at(-1)).toMatchObject({ name: 'Traiteur', orderIndex: 4, isActive: true });
  });

  it('renames a category and offers it in the product filter', async () => {
    const services = await owner();
    await openTab(services);
    await userEvent.click((await list()).getByRole('button', { name: 'Modifier «\u00a0Boissons\u00a0»' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la catégorie' }));
    await userEvent.clear(dialog.getByLabelText(/^Nom de la catégorie/));
    await userEvent.type(dialog.getByLabelText(/^Nom de la catégorie/), 'Boissons & vins');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Catégorie modifiée avec succès')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    expect(await screen.findByRole('option', { name: 'Boissons & vins' })).toBeInTheDocument();
  });

  it('deletes a category after confirmation; its products stay, without a category', async () => {
    const services = await owner();
    await openTab(services);
    await userEvent.click((await list()).getByRole('button', { name: 'Supprimer «\u00a0Boissons\u00a0»' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette catégorie ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Catégorie supprimée avec succès')).toBeInTheDocument();
    await waitFor(async () => expect((await stored(services)).map((c) => c.name)).not.toContain('Boissons'));
    const juice = await services.db.get(`sites/${SITE}/products/prod-jus-pomme`);
    expect(juice?.data).toMatchObject({ name: 'Jus de pomme artisanal', categoryId: null });
    await userEvent.click(screen.getByRole('tab', { name: 'Produits' }));
    await userEvent.selectOptions(await screen.findByLabelText('Catégorie'), 'none');
    const grid = within(await screen.findByRole('list', { name: 'Produits' }));
    expect(await grid.findByRole('heading', { level: 3, name: 'Jus de pomme artisanal' })).toBeInTheDocument();
  });

  it("shows 'Erreur lors de la sauvegarde' and 'Erreur lors de la suppression' when writes fail", async () => {
    const services = await owner();
    services.db.add = () => Promise.reject(new Error('refusé'));
    services.db.batch = () => Promise.reject(new Error('refusé'));
    await openTab(services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Nom de la catégorie/), 'Traiteur');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    const discard = await screen.findByRole('alertdialog', { name: /^Fermer sans enregistrer.\?$/ });
    await userEvent.click(within(discard).getByRole('button', { name: 'Fermer sans enregistrer' }));
    await userEvent.click((await list()).getByRole('button', { name: 'Supprimer «\u00a0Boissons\u00a0»' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
  });
});
