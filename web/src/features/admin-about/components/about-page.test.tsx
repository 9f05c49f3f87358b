import { refs, removeWrite, VALUE_ICONS } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ICON_LABELS } from '@/components/admin/forms/icon-choice';
import type { Services } from '@/lib/services';
import { png, upload } from '@/testing/image-uploads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const URL = '/admin/pages/about';
const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
type AboutList = 'journeySteps' | 'values' | 'teamMembers' | 'partners';

const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const stored = async (services: Services, collection: AboutList) =>
  (await services.db.query(`sites/${SITE}/${collection}`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('list', { name }));
}

async function openCreate(add: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: add }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** A 'Succès' toast with its message. */
async function expectSuccess(message: string) {
  const toast = (await screen.findByText(message)).closest('[role="status"], [data-part="root"]') as HTMLElement;
  expect(within(toast).getByText('Succès')).toBeInTheDocument();
}

describe('about page editor', () => {
  it('offers the five tabs and saves the story', async () => {
    const services = await owner();
    renderRoute(URL, services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Qui sommes-nous' })).toBeInTheDocument();
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Notre histoire', 'Notre parcours', 'Nos valeurs', 'Notre équipe', 'Nos partenaires']);

    await waitFor(() =>
      expect((screen.getByLabelText('Votre histoire') as HTMLTextAreaElement).value).toMatch(
        /^Tout a commencé en 2012/,
      ),
    );
    const story = screen.getByLabelText('Votre histoire');
    await userEvent.clear(story);
    await userEvent.type(story, 'Une épicerie de quartier.{Enter}Depuis 2012.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectSuccess('Contenu sauvegardé avec succès');
    expect((await services.db.get(refs.page(SITE, 'about').path))?.data).toEqual({
      storyDescription: 'Une épicerie de quartier.\nDepuis 2012.',
    });
  });

  it('refuses a story over 5000 characters, keeping it', async () => {
    renderRoute(URL, await owner());
    await waitFor(() => expect(screen.getByLabelText('Votre histoire')).not.toHaveValue(''));
    const story = screen.getByLabelText('Votre histoire');
    const long = 'x'.repeat(5001);
    await userEvent.clear(story);
    await userEvent.click(story);
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('5000 caractères maximum')).toBeInTheDocument();
    expect(story).toHaveValue(long);
  });

  it('requires a journey step title and description, then adds it last', async () => {
    const services = await owner();
    renderRoute(URL, services);
    await openTab('Notre parcours');
    const dialog = await openCreate('Ajouter une étape', 'Nouvelle étape');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(REQUIRED)).toHaveLength(2);
    await userEvent.type(dialog.getByLabelText(/^Titre/), '2026 — Une deuxième boutique');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Croix-Rousse.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await expectSuccess('Étape sauvegardée avec succès');
    expect((await stored(services, 'journeySteps')).at(-1)).toEqual({
      title: '2026 — Une deuxième boutique',
      description: 'Croix-Rousse.',
      orderIndex: 4,
    });
  });

  it("shows 'Impossible de sauvegarder l’étape' and keeps what was typed when the save fails", async () => {
    const services = await owner();
    services.db.update = () => Promise.reject(new Error('refusé'));
    renderRoute(URL, services);
    const list = await openTab('Notre parcours');
    await userEvent.click(list.getByRole('button', { name: /^Modifier «\s2015/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’étape' }));
    await userEvent.clear(dialog.getByLabelText(/^Description/));
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Nouvelle version');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de sauvegarder l’étape')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('Nouvelle version');
  });

  it('offers the seven value icons, award first, and deletes a value after confirmation', async () => {
    const services = await owner();
    renderRoute(URL, services);
    const list = await openTab('Nos valeurs');
    const dialog = await openCreate('Ajouter une valeur', 'Nouvelle valeur');
    const icons = within(dialog.getByRole('group', { name: 'Icône' }));
    expect(icons.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([...VALUE_ICONS]);
    expect(icons.getByRole('radio', { name: ICON_LABELS.award })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(REQUIRED)).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));

    await userEvent.click(list.getByRole('button', { name: 'Supprimer «\u00a0Le juste prix\u00a0»' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette valeur ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    await expectSuccess('Valeur supprimée avec succès');
    expect((await stored(services, 'values')).map((value) => value.title)).not.toContain('Le juste prix');
  });

  it('adds a value with the chosen icon', async () => {
    const services = await owner();
    renderRoute(URL, services);
    await openTab('Nos valeurs');
    const dialog = await openCreate('Ajouter une valeur', 'Nouvelle valeur');
    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Le local');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Moins de 150 km.');
    await userEvent.click(dialog.getByRole('radio', { name: ICON_LABELS.globe }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await expectSuccess('Valeur sauvegardée avec succès');
    expect((await stored(services, 'values')).at(-1)).toEqual({
      title: 'Le local',
      description: 'Moins de 150 km.',
      iconName: 'globe',
      orderIndex: 4,
    });
  });

  it('requires a team member name, role and bio, and stores the photo', async () => {
    const services = await owner();
    renderRoute(URL, services);
    await openTab('Notre équipe');
    const dialog = await openCreate('Ajouter un membre', 'Nouveau membre de l’équipe');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(REQUIRED)).toHaveLength(3);
    await userEvent.type(dialog.getByLabelText(/^Nom/), 'Léa Garnier');
    await userEvent.type(dialog.getByLabelText(/^Rôle/), 'Caviste');
    await userEvent.type(dialog.getByLabelText(/^Présentation/), 'Elle choisit nos vins nature.');
    await upload(dialog, 'Photo', png('lea.png'));
    const photo = await dialog.findByRole('img', { name: 'Aperçu\u00a0: Photo' });
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    await expectSuccess('Membre de l’équipe sauvegardé avec succès');
    expect((await stored(services, 'teamMembers')).at(-1)).toEqual({
      name: 'Léa Garnier',
      role: 'Caviste',
      bio: 'Elle choisit nos vins nature.',
      imageUrl: photo.getAttribute('src'),
      orderIndex: 3,
    });
  });

  it('requires a partner name and description, and edits the long description and extra images', async () => {
    const services = await owner();
    renderRoute(URL, services);
    const list = await openTab('Nos partenaires');
    const create = await openCreate('Ajouter un partenaire', 'Nouveau partenaire');
    await userEvent.click(create.getByRole('button', { name: 'Ajouter' }));
    expect(await create.findAllByText(REQUIRED)).toHaveLength(2);
    await userEvent.click(create.getByRole('button', { name: 'Annuler' }));

    await userEvent.click(list.getByRole('button', { name: 'Modifier «\u00a0Fromagerie Bouvier\u00a0»' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le partenaire' }));
    const before = (await stored(services, 'partners')).find((partner) => partner.name === 'Fromagerie Bouvier');
    const images = before?.images as string[];
    expect(dialog.getAllByRole('img', { name: /^Aperçu\s: Image \d$/ })).toHaveLength(images.length);
    await userEvent.clear(dialog.getByLabelText(/^Description détaillée/));
    await userEvent.type(dialog.getByLabelText(/^Description détaillée/), 'Affineurs depuis trois générations.');
    await upload(dialog, 'Ajouter une image', png('cave.png'));
    const added = await dialog.findByRole('img', { name: `Aperçu\u00a0: Image ${images.length + 1}` });
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expectSuccess('Partenaire sauvegardé avec succès');
    const after = (await stored(services, 'partners')).find((partner) => partner.name === 'Fromagerie Bouvier');
    expect(after).toEqual({
      ...before,
      longDescription: 'Affineurs depuis trois générations.',
      images: [...images, added.getAttribute('src')],
    });
  });

  it('shows each empty state', async () => {
    const services = await owner();
    const lists: AboutList[] = ['journeySteps', 'values', 'teamMembers', 'partners'];
    for (const collection of lists) {
      const docs = await services.db.query(`sites/${SITE}/${collection}`);
      await services.db.batch(docs.map((doc) => removeWrite(refs.item(SITE, collection, doc.id))));
    }
    renderRoute(URL, services);
    const empty = {
      'Notre parcours': 'Aucune étape configurée',
      'Nos valeurs': 'Aucune valeur configurée',
      'Notre équipe': 'Aucun membre d’équipe configuré',
      'Nos partenaires': 'Aucun partenaire configuré',
    };
    for (const [tab, text] of Object.entries(empty)) {
      await userEvent.click(await screen.findByRole('tab', { name: tab }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
