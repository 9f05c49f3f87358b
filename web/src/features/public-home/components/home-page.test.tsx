import { EVENT_FULL_MESSAGE, FunctionError, refs } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { EMPTY_SHOP_ON_PRO, createTestServices } from '@/testing/test-services';

const EPICERIE = '/merchant?site=epicerie-du-marche';

const section = (name: string | RegExp) => screen.getByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('shop home page', () => {
  it("shows 'Chargement du site…' while the home content loads", async () => {
    const services = withFailingReads(await createTestServices(), (path) => path.includes('/parts/catalogue'), 'never');
    renderRoute(EPICERIE, services);
    expect(await screen.findByText('Chargement du site…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the hero with its two buttons, the opening status and one h1', async () => {
    renderRoute(EPICERIE, await createTestServices());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le meilleur du terroir, au cœur de Lyon' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Découvrir nos produits' })).toHaveAttribute(
      'href',
      '/merchant/products?site=epicerie-du-marche',
    );
    expect(screen.getByRole('link', { name: 'Nos prochains rendez-vous' })).toHaveAttribute('href', '#events');
    expect(await screen.findByText(/(Ouvert|Fermé) · /)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accueil — Épicerie du Marché'));
  });

  it("shows 'En ce moment' with its title, description and two portrait images", async () => {
    renderRoute(EPICERIE, await createTestServices());
    const highlight = await screen.findByRole('region', { name: 'Nos paniers gourmands sont arrivés' });
    expect(within(highlight).getByText('En ce moment')).toBeInTheDocument();
    expect(within(highlight).getByText(/Miel de lavande, confitures au chaudron/)).toBeInTheDocument();
    const images = highlight.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('width', '720');
    expect(images[0]).toHaveAttribute('height', '1280');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it("shows the shop's own reassurance items", async () => {
    renderRoute(EPICERIE, await createTestServices());
    const items = within(await screen.findByRole('region', { name: 'Nos engagements' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Produits locaux',
      'Sélection artisanale',
      'Livraison à vélo',
      'Fraîcheur garantie',
    ]);
  });

  it('shows the events in order and the special periods of the next two months', async () => {
    renderRoute(EPICERIE, await createTestServices());
    const events = await screen.findByRole('region', { name: 'Nos prochains rendez-vous' });
    expect(events).toHaveAttribute('id', 'events');
    const titles = within(events)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Dégustation\u00a0: fromages d’Auvergne',
      'Rencontre avec notre apiculteur',
      'Atelier\u00a0: composer son panier gourmand',
      'Soirée vins et terroirs',
      'Horaires exceptionnels',
    ]);
    expect(within(events).getByText('12 participants')).toBeInTheDocument();
    expect(within(events).getAllByRole('button', { name: 'Je viendrai 👍' })).toHaveLength(4);
    expect(within(events).getByRole('heading', { name: 'Quinzaine des producteurs' })).toBeInTheDocument();
    expect(within(events).getByRole('heading', { name: 'Fermeture exceptionnelle — inventaire' })).toBeInTheDocument();
    expect(within(events).getByText('Fermé')).toBeInTheDocument();
    expect(within(events).getByText('Mardi – Vendredi')).toBeInTheDocument();
    expect(within(events).queryByText('Braderie du quartier')).not.toBeInTheDocument();
    expect(within(events).queryByText('Pas d’événements à venir prochainement')).not.toBeInTheDocument();
  });

  it('shows at most four featured products with their count and prices', async () => {
    renderRoute(EPICERIE, await createTestServices());
    const featured = await screen.findByRole('region', { name: /Nos produits phares/ });
    expect(within(featured).getByText('4 produits')).toBeInTheDocument();
    const names = within(featured)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Miel de lavande', 'Panier de saison', 'Tomates anciennes', 'Comté AOP 18 mois']);
    expect(within(featured).getByText('À partir de 7,50 € le pot')).toBeInTheDocument();
    expect(within(featured).getByText('3 options')).toBeInTheDocument();
    expect(within(featured).getByText('2 options')).toBeInTheDocument();
    expect(within(featured).getByRole('button', { name: 'Voir options\u00a0: Miel de lavande' })).toBeInTheDocument();
    expect(within(featured).getByRole('button', { name: 'Détails\u00a0: Tomates anciennes' })).toBeInTheDocument();
    expect(within(featured).queryByText('Côtes-du-Rhône rouge bio')).not.toBeInTheDocument();
  });

  it('shows the testimonials with their star ratings', async () => {
    renderRoute(EPICERIE, await createTestServices());
    const reviews = await screen.findByRole('region', { name: 'Ce que nos clients disent' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(5);
    expect(within(reviews).getByRole('img', { name: 'Note\u00a0: 4 sur 5' })).toBeInTheDocument();
    expect(within(reviews).getAllByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toHaveLength(4);
    expect(within(reviews).getByText('Nadia Haddad')).toBeInTheDocument();
  });

  it("publishes the shop's LocalBusiness data", async () => {
    renderRoute(EPICERIE, await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
  });

  it('opens the product dialog from a featured product', async () => {
    const user = userEvent.setup();
    renderRoute(EPICERIE, await createTestServices());
    const featured = await screen.findByRole('region', { name: /Nos produits phares/ });
    await user.click(within(featured).getByRole('button', { name: 'Voir options\u00a0: Miel de lavande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Miel de lavande' });
    expect(within(dialog).getByText('Choisir une déclinaison :')).toBeInTheDocument();
  });

  it('follows edits of the home content live', async () => {
    const services = await createTestServices();
    renderRoute(EPICERIE, services);
    await screen.findByRole('heading', { level: 1, name: 'Le meilleur du terroir, au cœur de Lyon' });
    await services.db.update(refs.page('epicerie-du-marche', 'home').path, { heroTitle: 'Nouveau titre' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveau titre' })).toBeInTheDocument();
  });

  it("shows the site's name as title, the default reassurance and no empty sections for a partly filled shop", async () => {
    renderRoute('/merchant?site=traiteur-saveurs', await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Traiteur Saveurs & Co' })).toBeInTheDocument();
    expect(screen.getByText('Produits locaux')).toBeInTheDocument();
    expect(screen.getByText('Sélection artisanale')).toBeInTheDocument();
    expect(screen.getByText('Partenariats sains')).toBeInTheDocument();
    expect(screen.getByText('Conseils personnalisés')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Congés annuels' })).toBeInTheDocument();
    expect(screen.queryByText('En ce moment')).not.toBeInTheDocument();
    expect(screen.queryByText('Nos produits phares')).not.toBeInTheDocument();
    expect(screen.queryByText('Ce que nos clients disent')).not.toBeInTheDocument();
    expect(screen.queryByText('Bienvenue à l’épicerie du quartier')).not.toBeInTheDocument();
  });

  it('says the count in the singular for one featured product', async () => {
    const services = await createTestServices({
      writes: [
        EMPTY_SHOP_ON_PRO,
        {
          kind: 'set',
          path: refs.item('boutique-vide', 'products', 'seul').path,
          data: {
            name: 'Pain au levain',
            isActive: true,
            isFeatured: true,
            price: 4.2,
            priceUnit: 'la pièce',
            createdAt: new Date(),
            updatedAt: new Date(),
          },
        },
      ],
    });
    renderRoute('/merchant?site=boutique-vide', services);
    const featured = await screen.findByRole('region', { name: /Nos produits phares/ });
    expect(within(featured).getByText('1 produit')).toBeInTheDocument();
    // The cards' list: each product's dialog, closed, says the price again.
    expect(within(within(featured).getByRole('list')).getByText('4,20 € la pièce')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Boutique Vide' })).toBeInTheDocument();
  });
});

describe('shop home page with its own content', () => {
  it('shows no « Site en préparation » notice and no « Exemple » label', async () => {
    renderRoute(EPICERIE, await createTestServices());
    await screen.findByRole('region', { name: 'Ce que nos clients disent' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Exemple')).not.toBeInTheDocument();
  });
});

describe('shop home page without content', () => {
  it('shows the demo grocery, products and testimonials for an empty shop', async () => {
    renderRoute('/merchant?site=boutique-vide', await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue à l’épicerie du quartier' }),
    ).toBeInTheDocument();
    const featured = section(/Nos produits phares/);
    expect(within(featured).getByText('Exemple')).toBeInTheDocument();
    const cards = within(within(featured).getByRole('list'));
    expect(cards.getByText('Panier de légumes de saison')).toBeInTheDocument();
    expect(cards.getByText('16,00 € le panier')).toBeInTheDocument();
    // Sample reviews never pass for customers' words.
    expect(screen.queryByText('Ce que nos clients disent')).not.toBeInTheDocument();
    const reviews = section('Exemples d’avis clients');
    expect(within(reviews).getByText('Exemple')).toBeInTheDocument();
    expect(within(reviews).getByText('Camille Bernard')).toBeInTheDocument();
    expect(screen.getByText('Produits locaux')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Site en préparation : les blocs marqués « Exemple » sont des modèles, pas encore les contenus de la boutique.',
    );
    // Hero, reassurance, featured products and reviews: every sample block is labelled.
    expect(screen.getAllByText('Exemple')).toHaveLength(4);
    expect(screen.getByText('Pas d’événements à venir prochainement')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accueil — Boutique Vide'));
  });

  it('shows no products on an Essentiel shop, whose first call to action leads to its hours', async () => {
    renderRoute('/merchant?site=boutique-vide', await createTestServices());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue à l’épicerie du quartier' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Nos produits phares/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Découvrir nos produits' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Horaires et accès' })).toHaveAttribute(
      'href',
      '/merchant/contact?site=boutique-vide',
    );
    const menu = screen.getAllByRole('link').map((link) => link.textContent);
    expect(menu).not.toContain('Produits');
    expect(menu).not.toContain('Qui sommes-nous');
    expect(menu).toContain('Contact');
  });

  it("shows the demo content under the default name 'Mon Entreprise' when no site is identified", async () => {
    renderRoute('/merchant', await createTestServices());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue à l’épicerie du quartier' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accueil — Mon Entreprise'));
  });

  it('shows the rest of the home without its products when the catalogue cannot be read, and no demo content', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = withFailingReads(
      await createTestServices(),
      (path) => path.startsWith('published/epicerie-du-marche/parts/catalogue'),
      'error',
    );
    renderRoute(EPICERIE, services);
    expect(await screen.findByText('Ce que nos clients disent')).toBeInTheDocument();
    expect(screen.queryByText('Nos produits phares')).not.toBeInTheDocument();
    expect(screen.queryByText('Site en préparation')).not.toBeInTheDocument();
  });
});

describe('event participation', () => {
  const findEvent = async () =>
    (await screen.findByRole('heading', { name: 'Dégustation\u00a0: fromages d’Auvergne' })).closest(
      'article',
    ) as HTMLElement;

  it('joins an event, counts the visitor live and remembers it in this browser', async () => {
    const user = userEvent.setup();
    renderRoute(EPICERIE, await createTestServices());
    const event = await findEvent();
    await user.click(within(event).getByRole('button', { name: 'Je viendrai 👍' }));
    const joined = await within(event).findByRole('button', { name: 'Top, on vous attend\u00a0!' });
    expect(joined).toHaveAttribute('aria-pressed', 'true');
    // How to leave is said under the button, and read with it.
    expect(joined).toHaveAccessibleDescription(/^Un empêchement\s\? Touchez à nouveau le bouton pour annuler/);
    expect(await within(event).findByText('13 participants')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('comptoir:participations:epicerie-du-marche') ?? '[]')).toEqual([
      'evt-degustation-fromages',
    ]);
  });

  it('leaves an event joined earlier in this browser', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    await services.auth.ensureVisitor();
    await services.functions.call('toggleEventParticipation', {
      siteId: 'epicerie-du-marche',
      eventId: 'evt-degustation-fromages',
      participate: true,
    });
    localStorage.setItem('comptoir:participations:epicerie-du-marche', JSON.stringify(['evt-degustation-fromages']));
    renderRoute(EPICERIE, services);
    const event = await findEvent();
    expect(await within(event).findByText('13 participants')).toBeInTheDocument();
    await user.click(within(event).getByRole('button', { name: 'Top, on vous attend\u00a0!' }));
    expect(await within(event).findByRole('button', { name: 'Je viendrai 👍' })).toBeInTheDocument();
    expect(await within(event).findByText('12 participants')).toBeInTheDocument();
    expect(localStorage.getItem('comptoir:participations:epicerie-du-marche')).toBe('[]');
  });

  it('disables the button while the call runs', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    let finish: () => void = () => undefined;
    vi.spyOn(services.functions, 'call').mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ participating: true, participationCount: 13 });
        }),
    );
    renderRoute(EPICERIE, services);
    const event = await findEvent();
    const button = within(event).getByRole('button', { name: 'Je viendrai 👍' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(services.functions.call).toHaveBeenCalledWith('toggleEventParticipation', {
      siteId: 'epicerie-du-marche',
      eventId: 'evt-degustation-fromages',
      participate: true,
    });
    finish();
    expect(await within(event).findByRole('button', { name: 'Top, on vous attend\u00a0!' })).toBeEnabled();
  });

  it('only logs a failed call and leaves the button as it was', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(services.functions, 'call').mockRejectedValue(new Error('hors ligne'));
    renderRoute(EPICERIE, services);
    const event = await findEvent();
    await user.click(within(event).getByRole('button', { name: 'Je viendrai 👍' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(event).getByRole('button', { name: 'Je viendrai 👍' })).toBeEnabled();
    expect(within(event).getByText('12 participants')).toBeInTheDocument();
    expect(localStorage.getItem('comptoir:participations:epicerie-du-marche')).toBeNull();
  });

  it("shows other visitors' participations as they happen", async () => {
    const services = await createTestServices();
    renderRoute(EPICERIE, services);
    const event = await findEvent();
    await services.db.update(refs.item('epicerie-du-marche', 'events', 'evt-degustation-fromages').path, {
      participationCount: 20,
    });
    expect(await within(event).findByText('20 participants')).toBeInTheDocument();
  });

  const eventCard = async (title: string) =>
    (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

  it('says « Complet » once every place is taken, and refuses the join said so by the function', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const workshop = refs.item('epicerie-du-marche', 'events', 'evt-atelier-paniers').path;
    renderRoute(EPICERIE, services);
    const card = await eventCard('Atelier\u00a0: composer son panier gourmand');
    expect(within(card).getByText('4 participants · 4 places restantes')).toBeInTheDocument();

    // Another visitor takes the last places while this page is open.
    await services.db.update(workshop, { participationCount: 8 });
    expect(await within(card).findByText('8 participants · Complet')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Complet' })).toBeDisabled();

    // The page still showed a place when the last one went: the function's refusal is told.
    await services.db.update(workshop, { participationCount: 7 });
    vi.spyOn(services.functions, 'call').mockRejectedValue(
      new FunctionError('failed-precondition', EVENT_FULL_MESSAGE),
    );
    await user.click(await within(card).findByRole('button', { name: 'Je viendrai 👍' }));
    expect(await screen.findByText(/^Cet événement est complet\s: il ne reste plus de place\.$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Je viendrai 👍' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves past events out, and offers each dated one as an agenda file', async () => {
    const services = await createTestServices({
      writes: [
        {
          kind: 'set',
          path: refs.item('epicerie-du-marche', 'events', 'evt-passe').path,
          data: { title: 'Marché de Noël passé', date: '1er janvier 2020', startDate: '2020-01-01', orderIndex: 0 },
        },
      ],
    });
    renderRoute(EPICERIE, services);
    const card = await eventCard('Soirée vins et terroirs');
    expect(screen.queryByRole('heading', { name: 'Marché de Noël passé' })).not.toBeInTheDocument();
    const agenda = within(card).getByRole('link', { name: 'Ajouter à mon agenda' });
    expect(agenda).toHaveAttribute('download', 'evt-soiree-vins.ics');
    const ics = decodeURIComponent(agenda.getAttribute('href')?.replace('data:text/calendar;charset=utf-8,', '') ?? '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Soirée vins et terroirs');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T183000/);

    // Pressed later, the file is made then: its stamp is that moment's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-06T07:08:09.500Z'));
    fireEvent.click(agenda);
    expect(decodeURIComponent(agenda.getAttribute('href') ?? '')).toContain('DTSTAMP:20310506T070809Z\r\n');
    vi.useRealTimers();
  });

  it('publishes the dated events as schema.org Events', async () => {
    renderRoute(EPICERIE, await createTestServices());
    await eventCard('Soirée vins et terroirs');
    const events = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? 'null') as unknown)
      .find(Array.isArray) as { '@type': string; name: string; maximumAttendeeCapacity?: number }[];
    expect(events.map((event) => event.name)).toContain('Atelier\u00a0: composer son panier gourmand');
    expect(events.find((event) => event.name.startsWith('Atelier'))).toMatchObject({
      '@type': 'Event',
      maximumAttendeeCapacity: 8,
    });
  });
});
