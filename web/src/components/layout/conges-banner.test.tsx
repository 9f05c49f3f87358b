import { refs, specialPeriodSchema, type Write } from '@comptoir/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

afterEach(() => vi.useRealTimers());

const SITE = 'epicerie-du-marche';

/** The épicerie away from Monday 10 to Monday 24 August 2026. */
const CONGES: Write = {
  kind: 'set',
  path: refs.item(SITE, 'specialPeriods', 'conges-aout').path,
  data: specialPeriodSchema.parse({
    kind: 'conges',
    title: 'Congés',
    startDate: '2026-08-10',
    endDate: '2026-08-24',
    isPeriodClosed: true,
  }),
};

async function renderAt(moment: string, url: string, closure: Write = CONGES) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(moment));
  const services = await createTestServices({ writes: [closure] });
  renderRoute(url, services);
  await screen.findByRole('heading', { level: 1 });
  return services;
}

/** The contact page's week, Monday to Sunday. */
const weekList = () =>
  within(within(screen.getByRole('region', { name: 'Horaires d’ouverture' })).getAllByRole('list')[0] as HTMLElement);

const banner = () => screen.queryByRole('complementary', { name: 'Congés' });

describe('a holiday closure on the public site', () => {
  it('puts a banner over every page while it runs, and « Fermé » in the badge', async () => {
    await renderAt('2026-08-12T10:00:00+02:00', `/merchant?site=${SITE}`);
    expect(await screen.findByRole('complementary', { name: 'Congés' })).toHaveTextContent(
      'Fermé pour congés du 10 au 24 août 2026',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Fermé · congés jusqu’au 24 août');
  });

  it('keeps a message stored at a thousand characters to a banner’s length', async () => {
    const long = 'Nous partons cueillir la lavande sur le plateau de Valensole, '.repeat(16).slice(0, 1000);
    await renderAt('2026-08-12T10:00:00+02:00', `/merchant?site=${SITE}`, {
      ...CONGES,
      data: { ...(CONGES as { data: object }).data, description: long },
    } as Write);
    const text = (await screen.findByRole('complementary', { name: 'Congés' })).textContent ?? '';
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^Nous partons cueillir la lavande .*…$/);
  });

  it('starts by itself at midnight in an open page, and is gone the day after its last day', async () => {
    await renderAt('2026-08-09T23:59:30+02:00', `/merchant/products?site=${SITE}`);
    await screen.findByRole('heading', { level: 1, name: /Produits|Nos produits/ });
    expect(banner()).not.toBeInTheDocument();
    vi.setSystemTime(new Date('2026-08-10T00:00:30+02:00'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(banner()).toHaveTextContent('Fermé pour congés du 10 au 24 août 2026');
    vi.setSystemTime(new Date('2026-08-25T00:00:30+02:00'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(banner()).not.toBeInTheDocument();
  });

  it('has the contact form say when the shop answers, before and after sending', async () => {
    await renderAt('2026-08-12T10:00:00+02:00', `/merchant/contact?site=${SITE}`);
    const form = await screen.findByRole('form', { name: 'Nous contacter' });
    expect(within(form).getByText(/^Nous sommes en congés/).textContent).toBe(
      'Nous sommes en congés jusqu’au lundi 24 août\u00a0: nous vous répondrons à partir du mardi 25 août.',
    );
    // Wednesday 12 August: every day of the coming week is inside the closure.
    const hours = weekList();
    for (const day of ['Mardi', 'Samedi']) {
      const row = within(hours.getByText(day).closest('li') as HTMLElement);
      expect(row.getByText('Fermé')).toBeInTheDocument();
      expect(row.getByText('Congés')).toBeInTheDocument();
    }
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-08-12T10:00:00+02:00'));
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Prénom/), 'Léa');
    await user.type(within(form).getByLabelText(/^Nom/), 'Dubois');
    await user.type(within(form).getByLabelText(/^Email/), 'lea@example.fr');
    await user.type(within(form).getByLabelText(/^Sujet/), 'Colis');
    await user.type(within(form).getByLabelText(/^Message/), 'Puis-je passer prendre mon colis ?');
    await user.click(within(form).getByRole('button', { name: /Envoyer le message/ }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(
      screen.getByText('Nous vous répondrons à partir du mardi 25 août, à notre retour de congés.'),
    ).toBeInTheDocument();
  });

  it('shows nothing before it starts but the closed days of the coming week', async () => {
    // Sunday 9 August: Monday 10 to Saturday 15 are inside the closure, Sunday is today.
    await renderAt('2026-08-09T10:00:00+02:00', `/merchant/contact?site=${SITE}`);
    const form = await screen.findByRole('form', { name: 'Nous contacter' });
    expect(within(form).queryByText(/Nous sommes en congés/)).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    const hours = weekList();
    const row = (day: string) => within(hours.getByText(day).closest('li') as HTMLElement);
    expect(row('Mardi').getByText('Congés')).toBeInTheDocument();
    expect(row('Dimanche').queryByText('Congés')).not.toBeInTheDocument();
  });
});
