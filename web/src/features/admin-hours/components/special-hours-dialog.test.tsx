// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const PERIODS = 'sites/epicerie-du-marche/specialPeriods';

async function openManage(title: string, prepare?: (services: Services) => void) {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  prepare?.(services);
  renderRoute('/admin/pages/hours', services);
  await userEvent.click(await screen.findByRole('tab', { name: 'Périodes spéciales' }));
  await userEvent.click(await screen.findByRole('button', { name: `Gérer les horaires de «\u00a0${title}\u00a0»` }));
  const dialog = await screen.findByRole('dialog', { name: `Horaires pour\u00a0: ${title}` });
  return { services, dialog, inside: within(dialog) };
}

const stored = async (services: Services, id: string) => (await services.db.get(`${PERIODS}/${id}`))?.data;

async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('managing a period’s hours', () => {
  it('is titled for its period and a click outside does not close it', async () => {
    const { dialog, inside } = await openManage('Quinzaine des producteurs');
    expect(inside.getByText(/Les jours laissés vides gardent leurs horaires habituels\./)).toBeInTheDocument();
    // The open modal makes the page inert (pointer-events: none): click its backdrop as a finger would.
    const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]') as HTMLElement;
    await userEvent.setup({ pointerEventsCheck: 0 }).click(backdrop);
    // Give an outside press the time it would need to close an ordinary dialog.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.click(inside.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a longer period weekday by weekday, then closes', async () => {
    const { services, inside } = await openManage('Quinzaine des producteurs');
    const monday = within(inside.getByRole('group', { name: 'Lundi' }));
    expect(monday.getByLabelText('Ouverture du matin')).toHaveValue('10:00');
    await fill(monday.getByLabelText('Fermeture de l’après-midi'), '18:00');
    await userEvent.click(within(inside.getByRole('group', { name: 'Samedi' })).getByLabelText('Fermé'));
    await userEvent.click(inside.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Horaires spéciaux sauvegardés avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const days = (await stored(services, 'sp-quinzaine-producteurs'))?.days as { dayOfWeek: number }[];
    expect(days.find((day) => day.dayOfWeek === 1)).toMatchObject({ afternoonClose: '18:00', isClosed: false });
    expect(days.find((day) => day.dayOfWeek === 6)).toMatchObject({ isClosed: true, morningOpen: null });
  });

  it('reopens a closed single day with its own times', async () => {
    const { services, inside } = await openManage('Fermeture exceptionnelle — inventaire');
    const row = within(inside.getByRole('group', { name: /^[A-Z][a-z]+ \d{1,2} \S+ \d{4}$/ }));
    expect(row.getByLabelText('Fermé')).toBeChecked();
    await userEvent.click(row.getByLabelText('Fermé'));
    await fill(row.getByLabelText('Ouverture du matin'), '14:00');
    await fill(row.getByLabelText('Fermeture du matin'), '18:00');
    await userEvent.click(inside.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Horaires spéciaux sauvegardés avec succès')).toBeInTheDocument();
    expect(await stored(services, 'sp-fermeture-inventaire')).toMatchObject({
      isPeriodClosed: false,
      times: { morningOpen: '14:00', morningClose: '18:00', afternoonOpen: null, afternoonClose: null },
    });
  });

  it('stays open with what was typed when the save fails', async () => {
    const { dialog, inside } = await openManage('Braderie du quartier', (services) => {
      services.db.update = () => Promise.reject(new Error('refusé'));
    });
    await fill(inside.getByLabelText('Fermeture du matin'), '12:00');
    await userEvent.click(inside.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Impossible de sauvegarder les horaires spéciaux')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(inside.getByLabelText('Fermeture du matin')).toHaveValue('12:00');
  });
});
