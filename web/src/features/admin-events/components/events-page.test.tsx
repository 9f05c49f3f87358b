import { refs, removeWrite } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const NOW = new Date('2025-03-01T10:00:00Z');
const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const DEGUSTATION = 'Dégustation\u00a0: fromages d’Auvergne';

const owner = (options: Parameters<typeof createTestServices>[0] = {}) =>
  createTestServices({ signInAs: 'owner@demo.test', now: NOW, ...options });
const list = async () => within(await screen.findByRole('list', { name: 'Vos événements' }));
const titlesOnScreen = async () =>
  (await list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const stored = async (services: Services) =>
  (await services.db.query(`sites/${SITE}/events`, { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.data);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un événement' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvel événement' }));
}

async function openEdit(title: string) {
  await userEvent.click((await list()).getByRole('button', { name: `Modifier «\u00a0${title}\u00a0»` }));
  return within(await screen.findByRole('dialog', { name: 'Modifier l’événement' }));
}

describe('events screen', () => {
  it('shows each event with its date, description and participants', async () => {
    renderRoute('/admin/content/events', await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
    await waitFor(async () => expect(await titlesOnScreen()).toHaveLength(4));
    const card = within((await list()).getAllByRole('listitem')[0] as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: DEGUSTATION })).toBeInTheDocument();
    expect(card.getByText('10 mars 2025 · 10:00')).toBeInTheDocument();
    expect(card.getByText(/Saint-Nectaire fermier/)).toBeInTheDocument();
    expect(card.getByText('12 participants')).toBeInTheDocument();
  });

  it('requires title, description and date, then creates the event last with no participant', async () => {
    const services = await owner();
    renderRoute('/admin/content/events', services);
    await waitFor(async () => expect(await titlesOnScreen()).toHaveLength(4));
    const dialog = await openCreate();
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
    expect(await dialog.findAllByText(REQUIRED)).toHaveLength(3);

    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Marché de printemps');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Producteurs locaux devant la boutique.');
    fireEvent.change(dialog.getByLabelText('Choisir dans le calendrier'), { target: { value: '2025-04-01' } });
    expect(dialog.getByLabelText(/^Date/)).toHaveValue('1er avril 2025');
    await waitFor(() => expect(dialog.queryByText(REQUIRED)).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));

    expect(await screen.findByText('Événement créé avec succès')).toBeInTheDocument();
    await waitFor(async () => expect((await titlesOnScreen()).at(-1)).toBe('Marché de printemps'));
    const created = within((await list()).getAllByRole('listitem').at(-1) as HTMLElement);
    expect(created.getByText('Aucun participant')).toBeInTheDocument();
    expect((await stored(services)).at(-1)).toEqual({
      title: 'Marché de printemps',
      description: 'Producteurs locaux devant la boutique.',
      date: '1er avril 2025',
      type: 'event',
      orderIndex: 4,
      participationCount: 0,
      startDate: '2025-04-01',
      startTime: null,
      capacity: null,
    });
  });

  it('edits an event without ever writing its participant count', async () => {
    const services = await owner();
    const patches: Record<string, unknown>[] = [];
    const update = services.db.update.bind(services.db);
    services.db.update = (path, patch) => (patches.push(patch), update(path, patch));
    renderRoute('/admin/content/events', services);
    const dialog = await openEdit(DEGUSTATION);
    expect(dialog.getByLabelText(/^Date/)).toHaveValue('10 mars 2025');
    expect(dialog.getByLabelText('Choisir dans le calendrier')).toHaveValue('2025-03-10');
    fireEvent.change(dialog.getByLabelText('Choisir dans le calendrier'), { target: { value: '2025-03-15' } });
    await userEvent.clear(dialog.getByLabelText(/^Titre/));
    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Dégustation de fromages');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Événement modifié avec succès')).toBeInTheDocument();
    await waitFor(async () => expect((await titlesOnScreen())[0]).toBe('Dégustation de fromages'));
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0] ?? {}).sort()).toEqual([
      'capacity',
      'date',
      'description',
      'startDate',
      'startTime',
      'title',
      'type',
    ]);
    expect((await stored(services))[0]).toMatchObject({ date: '15 mars 2025', participationCount: 12 });
  });

  it('warns when the places are set below those already coming, and says what happens to them', async () => {
    renderRoute('/admin/content/events', await owner());
    // 12 participants, no limit on places.
    const dialog = await openEdit(DEGUSTATION);
    const places = dialog.getByLabelText(/^Nombre de places/);
    await userEvent.type(places, '20');
    expect(dialog.queryByText(/Déjà 12/)).not.toBeInTheDocument();
    await userEvent.clear(places);
    await userEvent.type(places, '10');
    expect(
      dialog.getByText(
        'Déjà 12 participants pour 10 places : ils restent inscrits, l’événement s’affiche « Complet » et personne d’autre ne peut s’inscrire tant qu’ils sont 10 ou plus.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(places);
    await userEvent.type(places, '12');
    expect(dialog.queryByText(/Déjà 12/)).not.toBeInTheDocument();
  });

  it('keeps a date written as free text and leaves the calendar empty', async () => {
    const services = await owner();
    renderRoute('/admin/content/events', services);
    let dialog = await openEdit(DEGUSTATION);
    await userEvent.clear(dialog.getByLabelText(/^Date/));
    await userEvent.type(dialog.getByLabelText(/^Date/), 'Tous les samedis matin');
    expect(dialog.getByLabelText('Choisir dans le calendrier')).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Événement modifié avec succès')).toBeInTheDocument();
    expect((await stored(services))[0]?.date).toBe('Tous les samedis matin');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openEdit(DEGUSTATION);
    expect(dialog.getByLabelText(/^Date/)).toHaveValue('Tous les samedis matin');
  });

  it('keeps the dialog and what was typed when the save fails', async () => {
    const services = await owner();
    services.db.update = () => Promise.reject(new Error('refusé'));
    renderRoute('/admin/content/events', services);
    const dialog = await openEdit(DEGUSTATION);
    await userEvent.type(dialog.getByLabelText(/^Titre/), ' !');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Erreur lors de la sauvegarde')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Titre/)).toHaveValue(`${DEGUSTATION} !`);
  });

  it('deletes an event after confirmation', async () => {
    const services = await owner();
    renderRoute('/admin/content/events', services);
    await userEvent.click((await list()).getByRole('button', { name: `Supprimer «\u00a0${DEGUSTATION}\u00a0»` }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cet événement ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Événement supprimé avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await titlesOnScreen()).not.toContain(DEGUSTATION));
    expect((await stored(services)).map((event) => event.title)).not.toContain(DEGUSTATION);
  });

  it('says so when there is no event', async () => {
    const services = await owner();
    const events = await services.db.query(`sites/${SITE}/events`);
    await services.db.batch(events.map((event) => removeWrite(refs.item(SITE, 'events', event.id))));
    renderRoute('/admin/content/events', services);
    expect(await screen.findByText('Aucun événement configuré')).toBeInTheDocument();
  });
});
