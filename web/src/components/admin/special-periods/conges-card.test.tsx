import { addDays, formatFrenchDate, momentIn, type SpecialPeriod } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    await fill(dialog.getByLabelText(/^Message du bandeau/), 'Parti cueillir la lavande, retour jeudi !');
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
});
