import { momentIn, upcomingHolidays } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const PERIODS = 'sites/epicerie-du-marche/specialPeriods';
const next = () => upcomingHolidays(momentIn(new Date()).date);

async function openHolidays(alsaceMoselle = false) {
  const services = await createTestServices({
    signInAs: 'owner@demo.test',
    writes: [{ kind: 'update', path: 'sites/epicerie-du-marche', patch: { alsaceMoselle } }],
  });
  renderRoute('/admin/pages/hours', services);
  await userEvent.click(await screen.findByRole('tab', { name: 'Périodes spéciales' }));
  return services;
}

const row = async (name: string) => {
  const list = within(await screen.findByRole('list', { name: 'Jours fériés' }));
  return within(list.getByText(name, { selector: 'p' }).closest('li') as HTMLElement);
};
const periodsOf = async (services: Services, date: string) =>
  (await services.db.query(PERIODS)).map((doc) => doc.data).filter((data) => data.startDate === date);

describe('public holidays on the hours screen', () => {
  it('lists the next twelve months’ holidays with the day each one will show', async () => {
    await openHolidays();
    const list = within(await screen.findByRole('list', { name: 'Jours fériés' }));
    expect(list.getAllByRole('listitem')).toHaveLength(next().length);
    const [first] = next();
    if (!first) throw new Error('no holiday ahead');
    expect((await row(first.name)).getByText(new RegExp(first.date.slice(0, 4)))).toBeInTheDocument();
  });

  it('closes a holiday in one tap, then gives it back its usual hours', async () => {
    const services = await openHolidays();
    const holiday = next().at(-1);
    if (!holiday) throw new Error('no holiday ahead');
    expect((await row(holiday.name)).getByText('Horaires habituels', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click((await row(holiday.name)).getByRole('button', { name: `${holiday.name}\u00a0: fermé` }));
    await waitFor(async () =>
      expect(await periodsOf(services, holiday.date)).toEqual([
        expect.objectContaining({
          title: holiday.name,
          endDate: holiday.date,
          isPeriodClosed: true,
          isSingleDay: true,
        }),
      ]),
    );
    await waitFor(async () =>
      expect((await row(holiday.name)).getByText('Fermé', { selector: 'span' })).toBeInTheDocument(),
    );
    await userEvent.click(
      (await row(holiday.name)).getByRole('button', { name: `${holiday.name}\u00a0: horaires habituels` }),
    );
    await waitFor(async () => expect(await periodsOf(services, holiday.date)).toEqual([]));
  });

  it('opens the period dialog on that day, under the holiday’s name, for other hours', async () => {
    await openHolidays();
    const holiday = next().at(-1);
    if (!holiday) throw new Error('no holiday ahead');
    await userEvent.click(
      (await row(holiday.name)).getByRole('button', { name: `${holiday.name}\u00a0: autres horaires` }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle période spéciale' }));
    expect(dialog.getByLabelText(/^Titre/)).toHaveValue(holiday.name);
  });

  it('adds Good Friday and Saint Stephen’s Day for a shop in Alsace or Moselle', async () => {
    await openHolidays(true);
    const list = within(await screen.findByRole('list', { name: 'Jours fériés' }));
    const names = list.getAllByText(/./, { selector: 'li p:first-child' }).map((name) => name.textContent);
    expect(names).toContain('Vendredi saint');
    expect(names).toContain('Saint-Étienne');
    expect(list.getAllByRole('listitem')).toHaveLength(
      upcomingHolidays(momentIn(new Date()).date, { alsaceMoselle: true }).length,
    );
  });
});
