import { refs, removeWrite } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const REQUIRED = 'Veuillez remplir tous les champs obligatoires';

const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const list = async () => within(await screen.findByRole('list', { name: 'Vos avis clients' }));
const namesOnScreen = async () =>
  (await list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const stored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/testimonials`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un avis' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvel avis' }));
}

describe('testimonials screen', () => {
  it('shows each review with its initials, name, stars and text', async () => {
    renderRoute('/admin/content/testimonials', await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis clients' })).toBeInTheDocument();
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(5));
    const nadia = within((await list()).getAllByRole('listitem')[2] as HTMLElement);
    expect(nadia.getByRole('heading', { name: 'Nadia Haddad' })).toBeInTheDocument();
    expect(nadia.getByText('NH')).toBeInTheDocument();
    expect(nadia.getByRole('img', { name: 'Note\u00a0: 4 sur 5' })).toBeInTheDocument();
    expect(nadia.getByText(/Des fruits et légumes qui ont vraiment du goût/)).toBeInTheDocument();
  });

  it('requires name, initials and text, rates 5 by default and adds the review last', async () => {
    const services = await owner();
    renderRoute('/admin/content/testimonials', services);
    await waitFor(async () => expect(await namesOnScreen()).toHaveLength(5));
    const dialog = await openCreate();
    expect(dialog.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(REQUIRED)).toHaveLength(3);

    await userEvent.type(dialog.getByLabelText(/^Nom du client/), 'Jeanne de Lattre');
    expect(dialog.getByLabelText(/^Initiales/)).toHaveValue('JL');
    await userEvent.type(dialog.getByLabelText(/^Avis/), 'Accueil chaleureux, produits excellents.');
    await userEvent.click(dialog.getByRole('radio', { name: '4 étoiles' }));
    expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Avis créé avec succès')).toBeInTheDocument();
    await waitFor(async () => expect((await namesOnScreen()).at(-1)).toBe('Jeanne de Lattre'));
    expect((await stored(services)).at(-1)).toEqual({
      customerName: 'Jeanne de Lattre',
      customerInitials: 'JL',
      text: 'Accueil chaleureux, produits excellents.',
      rating: 4,
      orderIndex: 5,
    });
  });

  it('refuses initials longer than 4 characters, keeping what was typed', async () => {
    renderRoute('/admin/content/testimonials', await owner());
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Nom du client/), 'Jean Dupont');
    await userEvent.clear(dialog.getByLabelText(/^Initiales/));
    await userEvent.type(dialog.getByLabelText(/^Initiales/), 'J-P D');
    await userEvent.type(dialog.getByLabelText(/^Avis/), 'Très bien.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findByText('Les initiales ne doivent pas dépasser 4 caractères')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Initiales/)).toHaveValue('J-P D');
    expect(screen.queryByText('Avis créé avec succès')).not.toBeInTheDocument();
  });

  it('edits a review and keeps its own initials when the name changes', async () => {
    const services = await owner();
    renderRoute('/admin/content/testimonials', services);
    await userEvent.click((await list()).getByRole('button', { name: 'Modifier «\u00a0Nadia Haddad\u00a0»' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’avis' }));
    expect(dialog.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText(/^Nom du client/), '-Morel');
    expect(dialog.getByLabelText(/^Initiales/)).toHaveValue('NH');
    await userEvent.click(dialog.getByRole('radio', { name: '5 étoiles' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Avis modifié avec succès')).toBeInTheDocument();
    expect((await stored(services))[2]).toMatchObject({
      customerName: 'Nadia Haddad-Morel',
      customerInitials: 'NH',
      rating: 5,
    });
  });

  it('shows the failure toast and keeps the dialog when the save fails', async () => {
    const services = await owner();
    services.db.add = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/content/testimonials', services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Nom du client/), 'Luc Martin');
    await userEvent.type(dialog.getByLabelText(/^Avis/), 'Parfait.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Avis/)).toHaveValue('Parfait.');
  });

  it('deletes a review after confirmation', async () => {
    const services = await owner();
    renderRoute('/admin/content/testimonials', services);
    await userEvent.click((await list()).getByRole('button', { name: 'Supprimer «\u00a0Marc Dubois\u00a0»' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cet avis ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Avis supprimé avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await namesOnScreen()).not.toContain('Marc Dubois'));
    expect((await stored(services)).map((item) => item.customerName)).not.toContain('Marc Dubois');
  });

  it('says so when there is no review', async () => {
    const services = await owner();
    const reviews = await services.db.query(`sites/${SITE}/testimonials`);
    await services.db.batch(reviews.map((review) => removeWrite(refs.item(SITE, 'testimonials', review.id))));
    renderRoute('/admin/content/testimonials', services);
    expect(await screen.findByText('Aucun avis configuré')).toBeInTheDocument();
  });
});
