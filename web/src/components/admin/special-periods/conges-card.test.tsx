import { addDays, formatFrenchDate, momentIn, type SpecialPeriod } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const PERIODS = 'sites/epicerie-du-marche/specialPeriods';
const today = () => momentIn(new Date()).date;

async function open(url: string, tab?: string) {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  renderRoute(url, services);
  if (tab) await userEvent.click(await screen.findByRole('tab', { name: tab }));
  const heading = await screen.findByRole('heading', { level: 2, name: 'Congés' });
  const section = within(heading.closest('section') as HTMLElement);
  return { services, section };
}

const closures = async (services: Services) =>
  (await services.db.query(PERIODS))
    .map((doc) => ({ id: doc.id, ...(doc.data as SpecialPeriod) }))
    .filter((period) => period.kind === 'conges');

async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('« Congés » in the back office', () => {
  it('shows the planned closure on the dashboard: its dates, what the banner will say and from when', async () => {
    const { section } = await open('/admin');
    const start = addDays(today(), 70);
    expect(await section.findByText('Prévus')).toBeInTheDocument();
    expect(section.getByText(/^«\sFermé pour congés du /)).toBeInTheDocument();
    expect(
      section.getByText(`Le bandeau apparaîtra sur votre site le ${formatFrenchDate(start, { weekday: 'long' })}.`),
    ).toBeInTheDocument();
  });

  it('plans holidays from the dashboard in a few taps, with French messages for wrong dates', async () => {
    const { services, section } = await open('/admin');
    await userEvent.click(section.getByRole('button', { name: 'Programmer des congés' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Programmer des congés' }));
    expect(dialog.getByLabelText(/^Premier jour fermé/)).toHaveValue(today());
    expect(dialog.getByLabelText(/^Dernier jour fermé/)).toHaveValue(addDays(today(), 6));

    await fill(dialog.getByLabelText(/^Dernier jour fermé/), addDays(today(), -1));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
    await fill(dialog.getByLabelText(/^Dernier jour fermé/), addDays(today(), 2));
    expect(dialog.getByText(/^Laissé vide, le bandeau dit/)).toHaveTextContent(/«\s?Fermé pour congés du /);
    expect(dialog.getByText('0 / 200 caractères')).toBeInTheDocument();
    await fill(dialog.getByLabelText(/^Message du bandeau/), 'Parti cueillir la lavande, retour jeudi !');
    expect(dialog.getByText('41 / 200 caractères')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await section.findByText('En cours')).toBeInTheDocument();
    expect(section.getByText(/^«\sParti cueillir la lavande, retour jeudi !\s»$/)).toBeInTheDocument();
    const saved = (await closures(services)).find((period) => period.startDate === today());
    expect(saved).toMatchObject({
      kind: 'conges',
      title: 'Congés',
      description: 'Parti cueillir la lavande, retour jeudi !',
      endDate: addDays(today(), 2),
      isPeriodClosed: true,
    });
  });

  it('deletes a closure after asking', async () => {
    const { services, section } = await open('/admin');
    await section.findByText('Prévus');
    await userEvent.click(section.getByRole('button', { name: /^Supprimer les congés/ }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await section.findByText('Aucun congé prévu.')).toBeInTheDocument();
    expect(await closures(services)).toEqual([]);
  });

  it('is on the hours screen too, where the period list leaves the closures to it', async () => {
    const { section } = await open('/admin/pages/hours', 'Périodes spéciales');
    expect(await section.findByText('Prévus')).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Périodes spéciales' }));
    expect(list.queryByRole('heading', { name: 'Congés' })).not.toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: /^Modifier les congés/ }));
    expect(await screen.findByRole('dialog', { name: 'Modifier les congés' })).toBeInTheDocument();
  });

  describe('on a fixed day', () => {
    // Tuesday 1 December 2026: the seed's closure runs from 9 to 23 February 2027.
    const NOW = new Date('2026-12-01T09:00:00Z');
    afterEach(() => vi.useRealTimers());

    it('refuses holidays that overlap or touch the planned ones, saying which, and saves them apart', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
      const services = await createTestServices({ signInAs: 'owner@demo.test', now: NOW });
      renderRoute('/admin', services);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Congés' });
      const section = within(heading.closest('section') as HTMLElement);
      await section.findByText('Prévus');
      await userEvent.click(section.getByRole('button', { name: 'Programmer des congés' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Programmer des congés' }));
      await fill(dialog.getByLabelText(/^Premier jour fermé/), '2027-02-24');
      await fill(dialog.getByLabelText(/^Dernier jour fermé/), '2027-02-28');
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      expect(
        await dialog.findByText(
          'Ces dates touchent vos congés du 9 au 23 février 2027 : modifiez plutôt ceux-là pour les allonger.',
        ),
      ).toBeInTheDocument();
      expect(dialog.getByLabelText(/^Premier jour fermé/)).toHaveAttribute('aria-invalid', 'true');
      await fill(dialog.getByLabelText(/^Premier jour fermé/), '2027-02-25');
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect((await closures(services)).map(({ startDate, endDate }) => [startDate, endDate]).sort()).toEqual([
        ['2027-02-09', '2027-02-23'],
        ['2027-02-25', '2027-02-28'],
      ]);
    });
  });
});
