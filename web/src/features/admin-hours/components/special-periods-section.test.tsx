import { addDays, HOURS_MESSAGES, momentIn, refs, removeWrite, type SpecialPeriod } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const PERIODS = `sites/${SITE}/specialPeriods`;

async function openPeriods(services?: Services) {
  const ready = services ?? (await createTestServices({ signInAs: 'owner@demo.test' }));
  renderRoute('/admin/pages/hours', ready);
  await userEvent.click(await screen.findByRole('tab', { name: 'Périodes spéciales' }));
  return ready;
}

const list = async () => within(await screen.findByRole('list', { name: 'Périodes spéciales' }));
const titlesOnScreen = async () =>
  (await list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const card = async (title: string) =>
  within((await list()).getByRole('heading', { name: title }).closest('li') as HTMLElement);
const stored = async (services: Services) =>
  (await services.db.query(PERIODS)).map((doc) => doc.data as SpecialPeriod & { times: Record<string, unknown> });

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une période' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvelle période spéciale' }));
}

async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('special periods', () => {
  it('lists the periods earliest first, with their dates in French and their badges', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const today = momentIn(new Date()).date;
    await services.db.set(`${PERIODS}/sp-now`, {
      title: 'Semaine du goût',
      description: '',
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      isSingleDay: false,
      isPeriodClosed: false,
    });
    await openPeriods(services);
    await waitFor(async () =>
      expect(await titlesOnScreen()).toEqual([
        'Braderie du quartier',
        'Semaine du goût',
        'Quinzaine des producteurs',
        'Fermeture exceptionnelle — inventaire',
      ]),
    );
    const now = await card('Semaine du goût');
    expect(now.getByText('Actif')).toBeInTheDocument();
    // « 1er » on the first of a month.
    expect(now.getByText(/^Du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}$/)).toBeInTheDocument();
    const closed = await card('Fermeture exceptionnelle — inventaire');
    expect(closed.getByText('Fermé')).toBeInTheDocument();
    expect(closed.queryByText('Actif')).not.toBeInTheDocument();
    expect(closed.getByText(/^\d{1,2}(er)? \S+ \d{4}$/)).toBeInTheDocument();
    expect((await card('Braderie du quartier')).queryByText('Actif')).not.toBeInTheDocument();
  });

  it('shows the shop’s congés once, under « Congés », not again among the special periods', async () => {
    await openPeriods();
    const conges = within(await screen.findByRole('list', { name: 'Congés' }));
    expect(await conges.findByText(/^« Fermé pour congés du /)).toBeInTheDocument();
    expect(await titlesOnScreen()).not.toContain('Congés');
    expect(screen.getAllByRole('button', { name: /^Modifier les congés/ })).toHaveLength(1);
  });

  it('says where and from when each period shows publicly, and marks a past one « Passée »', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const today = momentIn(new Date()).date;
    const period = (title: string, startDate: string, endDate: string) => ({
      title,
      description: '',
      startDate,
      endDate,
      isSingleDay: false,
      isPeriodClosed: true,
    });
    await services.db.set(`${PERIODS}/sp-hiver`, period('Congés d’hiver', addDays(today, 100), addDays(today, 106)));
    await services.db.set(`${PERIODS}/sp-passee`, period('Travaux', addDays(today, -10), addDays(today, -3)));
    await openPeriods(services);
    const winter = await waitFor(() => card('Congés d’hiver'));
    expect(
      winter.getByText(
        /^Affichée sur la page Contact maintenant et sur l’accueil à partir du \d{1,2}(er)? \S+ \d{4}, jusqu’au/,
      ),
    ).toBeInTheDocument();
    expect(winter.queryByText('Passée')).not.toBeInTheDocument();
    const past = await card('Travaux');
    expect(past.getByText('Passée')).toBeInTheDocument();
    expect(past.getByText('Elle n’est plus affichée sur le site.')).toBeInTheDocument();
  });

  it('requires a title and a start date, then creates a single day ending on its start', async () => {
    const services = await openPeriods();
    const dialog = await openCreate();
    expect(dialog.getByRole('radio', { name: 'Un seul jour' })).toBeChecked();
    expect(dialog.queryByLabelText(/^Date de fin/)).not.toBeInTheDocument();
    await fill(dialog.getByLabelText(/^Date de début/), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await dialog.findByText(HOURS_MESSAGES.title)).toBeInTheDocument();
    expect(dialog.getByText(HOURS_MESSAGES.startDate)).toBeInTheDocument();

    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Fête de la musique');
    await fill(dialog.getByLabelText(/^Date de début/), '2030-06-21');
    await fill(dialog.getByLabelText('Fermeture du matin'), '12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await dialog.findByText(HOURS_MESSAGES.openMissing)).toBeInTheDocument();
    await fill(dialog.getByLabelText('Ouverture du matin'), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));

    expect(await screen.findByText('Période créée avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await titlesOnScreen()).toContain('Fête de la musique'));
    expect((await stored(services)).find((period) => period.title === 'Fête de la musique')).toMatchObject({
      startDate: '2030-06-21',
      endDate: '2030-06-21',
      isSingleDay: true,
      isPeriodClosed: false,
      times: { morningOpen: '10:00', morningClose: '12:00', afternoonOpen: null, afternoonClose: null },
    });
  });

  it('requires an end date not before the start in range mode', async () => {
    const services = await openPeriods();
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Congés d’été');
    await userEvent.click(dialog.getByRole('radio', { name: 'Plusieurs jours' }));
    await fill(dialog.getByLabelText(/^Date de début/), '2030-08-10');
    await fill(dialog.getByLabelText(/^Date de fin/), '');
    await userEvent.click(dialog.getByLabelText('Fermé toute la période'));
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await dialog.findByText(HOURS_MESSAGES.endDate)).toBeInTheDocument();
    await fill(dialog.getByLabelText(/^Date de fin/), '2030-08-01');
    expect(await dialog.findByText(HOURS_MESSAGES.endBeforeStart)).toBeInTheDocument();
    await fill(dialog.getByLabelText(/^Date de fin/), '2030-08-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));

    expect(await screen.findByText('Période créée avec succès')).toBeInTheDocument();
    expect((await stored(services)).find((period) => period.title === 'Congés d’été')).toMatchObject({
      startDate: '2030-08-10',
      endDate: '2030-08-24',
      isSingleDay: false,
      isPeriodClosed: true,
    });
    expect((await card('Congés d’été')).getByText('Fermé')).toBeInTheDocument();
  });

  it('edits a period in the mode its dates say', async () => {
    const services = await openPeriods();
    await userEvent.click(
      (await list()).getByRole('button', { name: 'Modifier «\u00a0Quinzaine des producteurs\u00a0»' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la période' }));
    expect(dialog.getByRole('radio', { name: 'Plusieurs jours' })).toBeChecked();
    await fill(dialog.getByLabelText(/^Titre/), 'Quinzaine du terroir');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Période modifiée avec succès')).toBeInTheDocument();
    const period = (await services.db.get(`${PERIODS}/sp-quinzaine-producteurs`))?.data;
    expect(period).toMatchObject({ title: 'Quinzaine du terroir', isSingleDay: false });
    expect(period?.days).toHaveLength(7);
  });

  it('keeps the dialog and what was typed when the creation fails', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    services.db.add = () => Promise.reject(new Error('refusé'));
    await openPeriods(services);
    const dialog = await openCreate();
    await userEvent.type(dialog.getByLabelText(/^Titre/), 'Nocturne');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Impossible de créer la période')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nouvelle période spéciale' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Titre/)).toHaveValue('Nocturne');
  });

  it('deletes a period after confirmation, then says when none is left', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const others = (await services.db.query(PERIODS)).filter((doc) => doc.id !== 'sp-braderie-quartier');
    await services.db.batch(others.map((doc) => removeWrite(refs.item(SITE, 'specialPeriods', doc.id))));
    await openPeriods(services);
    await userEvent.click((await list()).getByRole('button', { name: 'Supprimer «\u00a0Braderie du quartier\u00a0»' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cette période ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Période supprimée avec succès')).toBeInTheDocument();
    expect(await screen.findByText('Aucune période spéciale configurée')).toBeInTheDocument();
    expect(await stored(services)).toEqual([]);
  });
});
