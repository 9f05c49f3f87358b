// @vitest-environment jsdom
import { PREPARATION_MESSAGE } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const HOURS = 'sites/epicerie-du-marche/pages/hours';

async function renderDelay() {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  renderRoute('/admin/pages/hours', services);
  await userEvent.click(await screen.findByRole('tab', { name: 'Réservations' }));
  const input = await screen.findByRole('spinbutton', { name: 'Délai de préparation (en heures)' });
  await waitFor(() => expect(input).toHaveValue(24));
  return { services, input };
}

async function typeDelay(input: HTMLElement, hours: string) {
  await userEvent.clear(input);
  await userEvent.type(input, hours);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('preparation delay', () => {
  // Testing Library reads the non-breaking space of « 24 h » as a space.
  it('starts at a day, says what it means and saves it beside the week', async () => {
    const { services, input } = await renderDelay();
    const weekBefore = (await services.db.get(HOURS))?.data.week;
    expect(
      screen.getByText(/Les clients peuvent réserver un retrait au plus tôt 24 h après leur demande/),
    ).toBeInTheDocument();
    await typeDelay(input, '48');
    expect(await screen.findByText('Délai de préparation sauvegardé avec succès')).toBeInTheDocument();
    expect(screen.getByText(/au plus tôt 2 jours après leur demande/)).toBeInTheDocument();
    const stored = (await services.db.get(HOURS))?.data;
    expect(stored?.reservationPreparationHours).toBe(48);
    expect(stored?.week).toEqual(weekBefore);
  });

  it('refuses a delay beyond two weeks and stores nothing, then takes none at all', async () => {
    const { services, input } = await renderDelay();
    await typeDelay(input, '337');
    expect(await screen.findByText(PREPARATION_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(337);
    expect((await services.db.get(HOURS))?.data.reservationPreparationHours).toBe(24);

    await typeDelay(input, '0');
    expect(await screen.findByText('Délai de préparation sauvegardé avec succès')).toBeInTheDocument();
    expect((await services.db.get(HOURS))?.data.reservationPreparationHours).toBe(0);
    expect(
      screen.getByText('Les clients peuvent réserver un retrait dès le prochain créneau d’ouverture.'),
    ).toBeVisible();
  });
});
