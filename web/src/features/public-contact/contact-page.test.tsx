import { dayHoursSchema, refs, type Write } from '@comptoir/core';
import { screen, within, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

afterEach(() => vi.useRealTimers());

const day = (dayOfWeek: number, isClosed = false) =>
  dayHoursSchema.parse({
    dayOfWeek,
    isClosed,
    ...(isClosed
      ? {}
      : { morningOpen: '09:00:00', morningClose: '12:30', afternoonOpen: '14:30', afternoonClose: '19:00' }),
  });

/** Boutique Vide with hours on Monday (closed), Tuesday and Wednesday only. */
const HOURS: Write = {
  kind: 'set',
  path: refs.page('boutique-vide', 'hours').path,
  data: { week: [day(1, true), day(2), day(3)] },
};

const period = (id: string, data: Record<string, unknown>): Write => ({
  kind: 'set',
  path: refs.item('boutique-vide', 'specialPeriods', id).path,
  data: { description: '', isSingleDay: false, isPeriodClosed: false, ...data },
});

/** Tuesday 24 November 2026, 10:00 in Paris. */
async function renderAt(writes: Write[], url = '/merchant/contact?site=boutique-vide') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00+01:00'));
  const services = await createTestServices({ writes });
  renderRoute(url, services);
  await screen.findByRole('heading', { level: 2, name: 'Horaires d’ouverture' });
  return services;
}

const hoursCard = () => screen.getByRole('region', { name: 'Horaires d’ouverture' });
const dayRow = (name: string) => within(hoursCard()).getByText(name).closest('li') as HTMLElement;

describe('contact page', () => {
  it('shows a loader while the site’s published document is read, the hours with it', async () => {
    const services = withFailingReads(
      await createTestServices(),
      (path) => path === 'published/epicerie-du-marche',
      'never',
    );
    renderRoute('/merchant/contact?site=epicerie-du-marche', services);
    await waitFor(() => expect(screen.getByText('Chargement…')).toBeInTheDocument());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the contact block, the form and the details as links', async () => {
    renderRoute('/merchant/contact?site=epicerie-du-marche', await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Une question, une suggestion \? Nous sommes à votre disposition/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nous contacter' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Coordonnées' });
    expect(within(details).getByRole('link', { name: 'bonjour@epicerie-du-marche.fr' })).toHaveAttribute(
      'href',
      'mailto:bonjour@epicerie-du-marche.fr',
    );
    expect(within(details).getByRole('link', { name: '04 78 42 17 35' })).toHaveAttribute('href', 'tel:0478421735');
    expect(within(details).getByRole('link', { name: '06 12 48 93 20' })).toHaveAttribute('href', 'tel:0612489320');
    expect(within(details).getByText('12 place du Marché, 69002 Lyon')).toBeInTheDocument();
    expect(document.title).toBe('Contact — Épicerie du Marché');
  });

  it("shows 'Nous trouver' with the shop's maps link, map image and every way to come", async () => {
    renderRoute('/merchant/contact?site=epicerie-du-marche', await createTestServices());
    const findUs = await screen.findByRole('region', { name: 'Nous trouver' });
    expect(within(findUs).getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20place%20du%20March%C3%A9%2069002%20Lyon',
    );
    const map = within(findUs).getByRole('img', { name: 'Plan d’accès\u00a0: 12 place du Marché, 69002 Lyon' });
    expect(map).toHaveAttribute('src', '/seed/epicerie/map.svg');
    expect(map).toHaveAttribute('width', '1200');
    for (const [label, text] of [
      ['Métro', 'Ligne A — Cordeliers (5 min à pied)'],
      ['Bus', 'C3, C5 et 27 — arrêt Cordeliers'],
      ['Tram', 'T1 — arrêt Perrache (10 min à pied)'],
      ['Voiture', 'Parking des Célestins à 200 m ; arrêt minute devant la boutique'],
    ]) {
      expect(within(findUs).getByText(label as string)).toBeInTheDocument();
      expect(within(findUs).getByText(text as string)).toBeInTheDocument();
    }
  });

  it('searches the address on the map and leaves out empty transport rows when the shop gave no link', async () => {
    renderRoute('/merchant/contact?site=traiteur-saveurs', await createTestServices());
    const findUs = await screen.findByRole('region', { name: 'Nous trouver' });
    expect(within(findUs).getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('27 cours Émile-Zola, 69100 Villeurbanne')}`,
    );
    expect(within(findUs).getByText('Métro')).toBeInTheDocument();
    expect(within(findUs).queryByText('Tram')).not.toBeInTheDocument();
    expect(within(findUs).queryByRole('img')).not.toBeInTheDocument();
  });

  it('never invents contact details: a site without any says they are coming, and shows no map section', async () => {
    renderRoute('/merchant/contact?site=boutique-vide', await createTestServices());
    const details = await screen.findByRole('region', { name: 'Coordonnées' });
    expect(
      within(details).getByText(
        'Les coordonnées de la boutique seront bientôt publiées. En attendant, écrivez-lui avec le formulaire.',
      ),
    ).toBeInTheDocument();
    expect(within(details).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Paris|01 23 45 67 89|exemple\.fr/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nous trouver' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Nous contacter' })).toBeInTheDocument();
  });

  it("says 'Horaires à définir' when the shop has entered no hours", async () => {
    await renderAt([]);
    expect(within(hoursCard()).getByText('Horaires à définir')).toBeInTheDocument();
    expect(within(hoursCard()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('lists the week from Monday with today marked « Aujourd’hui », closed days and days without hours', async () => {
    await renderAt([HOURS]);
    const rows = within(hoursCard()).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Lundi',
      'MardiAujourd’hui',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(dayRow('Mardi')).toHaveAttribute('aria-current', 'date');
    expect(within(dayRow('Mardi')).getByText('Aujourd’hui')).toBeInTheDocument();
    expect(within(dayRow('Mardi')).getByText('09:00 – 12:30')).toBeInTheDocument();
    expect(within(dayRow('Mardi')).getByText('14:30 – 19:00')).toBeInTheDocument();
    expect(within(dayRow('Lundi')).getByText('Fermé')).toBeInTheDocument();
    expect(within(dayRow('Jeudi')).getByText('Horaires à définir')).toBeInTheDocument();
    expect(within(dayRow('Mercredi')).queryByText('Aujourd’hui')).not.toBeInTheDocument();
    expect(within(hoursCard()).getByText(/Ouvert · ferme à 12 h 30/)).toBeInTheDocument();
  });

  it("takes today's hours from a single-day special period and names it", async () => {
    await renderAt([
      HOURS,
      period('sp-braderie', {
        title: 'Braderie du quartier',
        startDate: '2026-11-24',
        endDate: '2026-11-24',
        isSingleDay: true,
        times: { morningOpen: '08:00', morningClose: '13:00' },
      }),
    ]);
    const today = dayRow('Mardi');
    expect(within(today).getByText('08:00 – 13:00')).toBeInTheDocument();
    expect(within(today).queryByText('14:30 – 19:00')).not.toBeInTheDocument();
    expect(within(today).getByText('Braderie du quartier')).toBeInTheDocument();
    // The other days keep their regular hours.
    expect(within(dayRow('Mercredi')).getByText('14:30 – 19:00')).toBeInTheDocument();
  });

  it('closes today when a multi-day closed period covers it, and lists it as running', async () => {
    await renderAt([
      HOURS,
      period('sp-travaux', {
        title: 'Fermeture pour travaux',
        startDate: '2026-11-20',
        endDate: '2026-11-30',
        isPeriodClosed: true,
      }),
    ]);
    expect(within(dayRow('Mardi')).getByText('Fermé')).toBeInTheDocument();
    expect(within(dayRow('Mardi')).getByText('Fermeture pour travaux')).toBeInTheDocument();
    const special = within(hoursCard()).getByRole('list', { name: 'Horaires exceptionnels' });
    expect(within(special).getByText('En cours')).toBeInTheDocument();
    expect(within(special).getByText('Du 20 au 30 novembre 2026')).toBeInTheDocument();
  });

  it('announces periods starting within six months, soonest first, and not those further away or past', async () => {
    await renderAt([
      HOURS,
      period('sp-noel', { title: 'Horaires de Noël', startDate: '2026-12-21', endDate: '2026-12-31' }),
      period('sp-inventaire', {
        title: 'Inventaire',
        startDate: '2026-12-02',
        endDate: '2026-12-02',
        isPeriodClosed: true,
      }),
      period('sp-paques', { title: 'Pâques', startDate: '2027-04-05', endDate: '2027-04-05' }),
      period('sp-ete', { title: 'Congés d’été', startDate: '2027-08-01', endDate: '2027-08-21' }),
      period('sp-passee', { title: 'Rentrée', startDate: '2026-09-01', endDate: '2026-09-05' }),
    ]);
    const special = within(hoursCard()).getByRole('list', { name: 'Horaires exceptionnels' });
    const titles = within(special)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Inventaire', 'Horaires de Noël', 'Pâques']);
    expect(within(special).getByText('Le mercredi 2 décembre 2026')).toBeInTheDocument();
  });

  it('shows a special period the owner adds, without a reload', async () => {
    const services = await renderAt([HOURS]);
    expect(within(hoursCard()).queryByText('Horaires exceptionnels')).not.toBeInTheDocument();
    await services.db.set(refs.item('boutique-vide', 'specialPeriods', 'sp-live').path, {
      title: 'Fermeture exceptionnelle',
      description: '',
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      isSingleDay: true,
      isPeriodClosed: true,
      times: {},
      days: [],
    });
    expect(await within(hoursCard()).findByText('Horaires exceptionnels')).toBeInTheDocument();
    expect(within(dayRow('Mardi')).getByText('Fermé')).toBeInTheDocument();
  });

  it('publishes the shop as schema.org LocalBusiness data', async () => {
    await renderAt([HOURS]);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: 'Boutique Vide' });
  });
});
