import { HOURS_MESSAGES, type DayHours } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const day = (name: string) => within(screen.getByRole('group', { name }));
const WEEKDAYS = /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)$/;

async function renderWeek() {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  renderRoute('/admin/pages/hours', services);
  // The stored week is in the form (not the blank one it starts from) before anything is typed:
  // its times and its closed Monday, whose switch takes its value a render later.
  await waitFor(() => {
    expect(day('Mardi').getByLabelText('Ouverture du matin')).toHaveValue('09:00');
    expect(day('Lundi').getByRole('checkbox', { name: 'Fermé' })).toBeChecked();
  });
  return services;
}
const labelOf = (group: HTMLElement) =>
  document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
const storedWeek = async (services: Services) =>
  ((await services.db.get(`sites/${SITE}/pages/hours`))?.data.week ?? []) as DayHours[];
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

async function setTime(name: string, field: string, time: string) {
  const input = day(name).getByLabelText(field);
  await userEvent.clear(input);
  if (time) await userEvent.type(input, time);
}

describe('regular hours', () => {
  it('lists the week Monday first with the stored times', async () => {
    await renderWeek();
    expect(screen.getByRole('heading', { level: 1, name: 'Horaires d’ouverture' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Horaires habituels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('group', { name: WEEKDAYS }).map(labelOf)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(day('Mardi').getByLabelText('Ouverture du matin')).toHaveValue('09:00');
    expect(day('Samedi').getByLabelText('Fermeture de l’après-midi')).toHaveValue('19:30');
    expect(day('Lundi').getByRole('checkbox', { name: 'Fermé' })).toBeChecked();
    expect(day('Lundi').queryByLabelText('Ouverture du matin')).not.toBeInTheDocument();
  });

  it('hides and clears the times of a day marked closed, and stores Sunday as 0', async () => {
    const services = await renderWeek();
    await userEvent.click(day('Dimanche').getByRole('checkbox', { name: 'Fermé' }));
    expect(day('Dimanche').queryByLabelText('Ouverture du matin')).not.toBeInTheDocument();
    expect(day('Dimanche').getByText('Fermé toute la journée')).toBeInTheDocument();
    // Reopened, the day starts empty: closing it cleared its times.
    await userEvent.click(day('Mercredi').getByRole('checkbox', { name: 'Fermé' }));
    await userEvent.click(day('Mercredi').getByRole('checkbox', { name: 'Fermé' }));
    expect(day('Mercredi').getByLabelText('Ouverture du matin')).toHaveValue('');
    await userEvent.click(day('Lundi').getByRole('checkbox', { name: 'Fermé' }));
    await setTime('Lundi', 'Ouverture du matin', '10:00');
    await setTime('Lundi', 'Fermeture du matin', '12:00');
    await save();

    expect(await screen.findByText('Horaires sauvegardés avec succès')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    const week = await storedWeek(services);
    expect(week.map((entry) => entry.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.find((entry) => entry.dayOfWeek === 0)).toEqual({
      dayOfWeek: 0,
      isClosed: true,
      morningOpen: null,
      morningClose: null,
      afternoonOpen: null,
      afternoonClose: null,
    });
    expect(week.find((entry) => entry.dayOfWeek === 1)).toMatchObject({
      isClosed: false,
      morningOpen: '10:00',
      morningClose: '12:00',
      afternoonOpen: null,
    });
    expect(week.find((entry) => entry.dayOfWeek === 3)).toMatchObject({ isClosed: false, morningOpen: null });
  });

  it('refuses times out of order, under the right input, and stores nothing', async () => {
    const services = await renderWeek();
    const before = await storedWeek(services);
    await setTime('Mardi', 'Fermeture du matin', '08:00');
    await setTime('Mercredi', 'Ouverture de l’après-midi', '12:00');
    await save();

    expect(await day('Mardi').findByText(HOURS_MESSAGES.closeBeforeOpen)).toBeInTheDocument();
    expect(day('Mardi').getByLabelText('Fermeture du matin')).toHaveAttribute('aria-invalid', 'true');
    expect(day('Mercredi').getByText(HOURS_MESSAGES.afternoonBeforeMorning)).toBeInTheDocument();
    expect(before).toHaveLength(7);
    expect(await storedWeek(services)).toEqual(before);

    await setTime('Mardi', 'Fermeture du matin', '12:30');
    await waitFor(() => expect(day('Mardi').queryByText(HOURS_MESSAGES.closeBeforeOpen)).not.toBeInTheDocument());
  });

  it('asks for the missing half of a slot', async () => {
    await renderWeek();
    await setTime('Jeudi', 'Ouverture du matin', '');
    await setTime('Vendredi', 'Fermeture de l’après-midi', '');
    await save();
    expect(await day('Jeudi').findByText(HOURS_MESSAGES.openMissing)).toBeInTheDocument();
    expect(day('Vendredi').getByText(HOURS_MESSAGES.closeMissing)).toBeInTheDocument();
    expect(screen.queryByText('Horaires sauvegardés avec succès')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save fails', async () => {
    const services = await renderWeek();
    services.db.set = () => Promise.reject(new Error('refusé'));
    await setTime('Mardi', 'Ouverture du matin', '08:45');
    await save();
    expect(await screen.findByText('Impossible de sauvegarder les horaires')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(day('Mardi').getByLabelText('Ouverture du matin')).toHaveValue('08:45');
  });
});
