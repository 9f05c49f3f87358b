import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import type { Services } from '@/lib/services';
import { withFailingReads } from '@/testing/failing-reads';
import { png, upload } from '@/testing/image-uploads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const URL = '/admin/pages/home';
const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const HERO_TITLE = 'Le meilleur du terroir, au cœur de Lyon';
const HERO_SUBTITLE =
  'Fruits et légumes de saison, fromages affinés et épicerie fine\u00a0: nous choisissons chaque produit chez des producteurs que nous connaissons.';
const HIGHLIGHT_TITLE = 'Nos paniers gourmands sont arrivés';

const owner = () => createTestServices({ signInAs: 'owner@demo.test' });
const storedHome = async (services: Services) => (await services.db.get(refs.page(SITE, 'home').path))?.data;
const storedItems = async (services: Services, site = SITE) =>
  (await services.db.query(`sites/${site}/reassuranceItems`, { orderBy: [['orderIndex', 'asc']] })).map(
    (doc) => doc.data,
  );
const heroForm = async () => within(await screen.findByRole('form', { name: 'Section héro' }));
const highlightForm = async () => within(await screen.findByRole('form', { name: 'En ce moment' }));
const paste = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
};

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

async function reassuranceList() {
  return within(await screen.findByRole('list', { name: 'Éléments de réassurance' }));
}
const titlesOnScreen = async () =>
  (await reassuranceList()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function openCreate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un élément' }));
  return within(await screen.findByRole('dialog', { name: 'Nouvel élément de réassurance' }));
}

describe('home page editor', () => {
  it('has the three tabs, the hero one open, and links to the products, events and testimonials screens', async () => {
    const { router } = renderRoute(URL, await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page d’accueil' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Section héro', 'En ce moment', 'Éléments de réassurance']);
    expect(screen.getByRole('tab', { name: 'Section héro' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Section héro' })).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Produits phares' })).toHaveAttribute('href', '/admin/products');
    expect(main.getByRole('link', { name: 'Événements' })).toHaveAttribute('href', '/admin/content/events');
    expect(main.getByRole('link', { name: 'Avis clients' })).toHaveAttribute('href', '/admin/content/testimonials');
    await userEvent.click(main.getByRole('link', { name: 'Avis clients' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis clients' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/content/testimonials');
  });

  describe('hero section', () => {
    it('saves the title into the home page, keeping the other fields, and says so', async () => {
      const services = await owner();
      renderRoute(URL, services);
      const hero = await heroForm();
      await waitFor(() => expect(hero.getByLabelText('Titre')).toHaveValue(HERO_TITLE));
      expect(hero.getByLabelText('Sous-titre')).toHaveValue(HERO_SUBTITLE);
      expect(hero.getByRole('img', { name: 'Aperçu\u00a0: Image de fond' })).toBeInTheDocument();

      await userEvent.clear(hero.getByLabelText('Titre'));
      await userEvent.type(hero.getByLabelText('Titre'), 'Les saveurs du marché');
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));

      expect(await screen.findByText('Section héro sauvegardée avec succès')).toBeInTheDocument();
      expect(await storedHome(services)).toMatchObject({
        heroTitle: 'Les saveurs du marché',
        heroSubtitle: HERO_SUBTITLE,
        heroImageUrl: '/seed/epicerie/hero-1600w.webp',
        highlightTitle: HIGHLIGHT_TITLE,
      });
    });

    it('refuses a title over 200 and a subtitle over 1000 characters, saving nothing', async () => {
      const services = await owner();
      renderRoute(URL, services);
      const hero = await heroForm();
      await paste(await hero.findByLabelText('Titre'), 'T'.repeat(201));
      await paste(hero.getByLabelText('Sous-titre'), 'S'.repeat(1001));
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));

      expect(await hero.findByText('200 caractères maximum')).toBeInTheDocument();
      expect(hero.getByText('1000 caractères maximum')).toBeInTheDocument();
      expect(hero.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
      expect(hero.getByLabelText('Titre')).toHaveValue('T'.repeat(201));
      expect(screen.queryByText('Section héro sauvegardée avec succès')).not.toBeInTheDocument();
      expect((await storedHome(services))?.heroTitle).toBe(HERO_TITLE);

      await paste(hero.getByLabelText('Titre'), 'T'.repeat(200));
      await paste(hero.getByLabelText('Sous-titre'), 'S'.repeat(1000));
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Section héro sauvegardée avec succès')).toBeInTheDocument();
      expect(await storedHome(services)).toMatchObject({ heroTitle: 'T'.repeat(200), heroSubtitle: 'S'.repeat(1000) });
    });

    it('uploads a new background image and removes it', async () => {
      const services = await owner();
      renderRoute(URL, services);
      const hero = await heroForm();
      await hero.findByRole('img', { name: 'Aperçu\u00a0: Image de fond' });
      await upload(hero, 'Image de fond', png('vitrine.png'));
      await waitFor(() =>
        expect(hero.getByRole('img', { name: 'Aperçu\u00a0: Image de fond' })).toHaveAttribute(
          'src',
          expect.stringMatching(/^data:image\/webp;base64,/),
        ),
      );
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Section héro sauvegardée avec succès')).toBeInTheDocument();
      expect((await storedHome(services))?.heroImageUrl).toMatch(/^data:image\/webp;base64,/);

      await userEvent.click(hero.getByRole('button', { name: 'Retirer l’image' }));
      expect(hero.queryByRole('img', { name: 'Aperçu\u00a0: Image de fond' })).not.toBeInTheDocument();
      expect(hero.getByText('Aucune image')).toBeInTheDocument();
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(async () => expect((await storedHome(services))?.heroImageUrl).toBe(''));
    });

    it('keeps what was typed when the save fails', async () => {
      const services = await owner();
      services.db.set = () => Promise.reject(new Error('refusé'));
      renderRoute(URL, services);
      const hero = await heroForm();
      await waitFor(() => expect(hero.getByLabelText('Titre')).toHaveValue(HERO_TITLE));
      await userEvent.type(hero.getByLabelText('Titre'), ' !');
      await userEvent.click(hero.getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Une erreur est survenue lors de la sauvegarde')).toBeInTheDocument();
      expect(hero.getByLabelText('Titre')).toHaveValue(`${HERO_TITLE} !`);
    });

    it('says so when the home page cannot be read', async () => {
      const services = withFailingReads(await owner(), (path) => path.endsWith('/pages/home'), 'error');
      renderRoute(URL, services);
      expect(await screen.findAllByText('Impossible de charger le contenu de la page')).not.toHaveLength(0);
      expect(screen.queryByRole('form', { name: 'Section héro' })).not.toBeInTheDocument();
    });

    it('shows a spinner while the home page loads', async () => {
      const services = withFailingReads(await owner(), (path) => path.endsWith('/pages/home'), 'never');
      renderRoute(URL, services);
      expect(await screen.findByLabelText('Chargement…')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Section héro' })).not.toBeInTheDocument();
    });
  });

  describe("'En ce moment' section", () => {
    it('saves its own fields only, and keeps what was typed in the hero tab', async () => {
      const services = await owner();
      renderRoute(URL, services);
      const hero = await heroForm();
      await waitFor(() => expect(hero.getByLabelText('Titre')).toHaveValue(HERO_TITLE));
      await userEvent.type(hero.getByLabelText('Titre'), ' (brouillon)');

      await openTab('En ce moment');
      const highlight = await highlightForm();
      await waitFor(() => expect(highlight.getByLabelText('Titre')).toHaveValue(HIGHLIGHT_TITLE));
      expect(highlight.getByRole('img', { name: 'Aperçu\u00a0: Première image' })).toBeInTheDocument();
      expect(highlight.getByRole('img', { name: 'Aperçu\u00a0: Seconde image' })).toBeInTheDocument();
      await userEvent.clear(highlight.getByLabelText('Titre'));
      await userEvent.type(highlight.getByLabelText('Titre'), 'Les asperges sont là');
      await userEvent.clear(highlight.getByLabelText('Description'));
      await userEvent.type(highlight.getByLabelText('Description'), 'Blanches et vertes, de la Drôme.');
      await userEvent.click(
        within(highlight.getByRole('group', { name: 'Seconde image' })).getByRole('button', {
          name: 'Retirer l’image',
        }),
      );
      await userEvent.click(highlight.getByRole('button', { name: 'Enregistrer' }));

      expect(await screen.findByText('Section « En ce moment » sauvegardée avec succès')).toBeInTheDocument();
      expect(await storedHome(services)).toMatchObject({
        heroTitle: HERO_TITLE,
        highlightTitle: 'Les asperges sont là',
        highlightDescription: 'Blanches et vertes, de la Drôme.',
        highlightImageUrl: '/seed/epicerie/highlight-paniers-1600w.webp',
        highlightSecondImageUrl: '',
      });

      await openTab('Section héro');
      expect((await heroForm()).getByLabelText('Titre')).toHaveValue(`${HERO_TITLE} (brouillon)`);
    });

    it('refuses a title over 200 and a description over 5000 characters', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('En ce moment');
      const highlight = await highlightForm();
      await paste(await highlight.findByLabelText('Titre'), 'T'.repeat(201));
      await paste(highlight.getByLabelText('Description'), 'D'.repeat(5001));
      await userEvent.click(highlight.getByRole('button', { name: 'Enregistrer' }));

      expect(await highlight.findByText('200 caractères maximum')).toBeInTheDocument();
      expect(highlight.getByText('5000 caractères maximum')).toBeInTheDocument();
      expect(screen.queryByText('Section « En ce moment » sauvegardée avec succès')).not.toBeInTheDocument();
      expect((await storedHome(services))?.highlightTitle).toBe(HIGHLIGHT_TITLE);
    });
  });

  describe('reassurance items', () => {
    it('lists the items in order with their icon', async () => {
      renderRoute(URL, await owner());
      await openTab('Éléments de réassurance');
      await waitFor(async () =>
        expect(await titlesOnScreen()).toEqual([
          'Produits locaux',
          'Sélection artisanale',
          'Livraison à vélo',
          'Fraîcheur garantie',
        ]),
      );
      expect(
        (await reassuranceList()).getByText('Plus de 80 % de nos produits viennent de moins de 150 km.'),
      ).toBeInTheDocument();
      // The icon tile is decorative (aria-hidden): the drawn lucide icon is the one stored.
      const drawn = (await reassuranceList()).getAllByRole('listitem').map(
        (item) =>
          item
            .querySelector('svg[class*="lucide-"]')
            ?.getAttribute('class')
            ?.match(/lucide-(\w+)/)?.[1],
      );
      expect(drawn).toEqual(['heart', 'award', 'truck', 'shield']);
    });

    it('requires a title and a description, offers the five icons with award first, and adds the item last', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('Éléments de réassurance');
      await waitFor(async () => expect(await titlesOnScreen()).toHaveLength(4));
      const dialog = await openCreate();

      const icons = within(dialog.getByRole('group', { name: 'Icône' }));
      expect(icons.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'award',
        'shield',
        'truck',
        'heart',
        'star',
      ]);
      expect(icons.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Récompense',
        'Bouclier',
        'Livraison',
        'Cœur',
        'Étoile',
      ]);
      expect(icons.getByRole('radio', { name: 'Récompense' })).toBeChecked();

      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findAllByText(REQUIRED)).toHaveLength(2);
      expect(dialog.getByLabelText(/^Titre/)).toHaveAttribute('aria-invalid', 'true');
      expect(dialog.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');

      await userEvent.type(dialog.getByLabelText(/^Titre/), '   ');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Paiement sans contact accepté.');
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findAllByText(REQUIRED)).toHaveLength(1);

      await userEvent.clear(dialog.getByLabelText(/^Titre/));
      await userEvent.type(dialog.getByLabelText(/^Titre/), 'Carte bancaire');
      await userEvent.click(icons.getByRole('radio', { name: 'Étoile' }));
      expect(icons.getByRole('radio', { name: 'Étoile' })).toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));

      expect(await screen.findByText('Élément de réassurance créé avec succès')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Nouvel élément de réassurance' })).not.toBeInTheDocument(),
      );
      await waitFor(async () => expect((await titlesOnScreen()).at(-1)).toBe('Carte bancaire'));
      expect((await storedItems(services)).at(-1)).toEqual({
        title: 'Carte bancaire',
        description: 'Paiement sans contact accepté.',
        iconName: 'star',
        orderIndex: 4,
      });
    });

    it('stores the award icon when none is chosen', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('Éléments de réassurance');
      await waitFor(async () => expect(await titlesOnScreen()).toHaveLength(4));
      const dialog = await openCreate();
      await userEvent.type(dialog.getByLabelText(/^Titre/), 'Click & collect');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Commandez, on prépare.');
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByText('Élément de réassurance créé avec succès')).toBeInTheDocument();
      expect((await storedItems(services)).at(-1)).toMatchObject({ iconName: 'award', orderIndex: 4 });
    });

    it('refuses a title over 200 and a description over 1000 characters', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('Éléments de réassurance');
      const dialog = await openCreate();
      await paste(dialog.getByLabelText(/^Titre/), 'T'.repeat(201));
      await paste(dialog.getByLabelText(/^Description/), 'D'.repeat(1001));
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await dialog.findByText('200 caractères maximum')).toBeInTheDocument();
      expect(dialog.getByText('1000 caractères maximum')).toBeInTheDocument();
      expect(screen.queryByText('Élément de réassurance créé avec succès')).not.toBeInTheDocument();
      expect(await storedItems(services)).toHaveLength(4);
    });

    it('edits an item with its current icon preselected', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('Éléments de réassurance');
      await userEvent.click(
        (await reassuranceList()).getByRole('button', { name: 'Modifier «\u00a0Livraison à vélo\u00a0»' }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’élément de réassurance' }));
      expect(dialog.getByLabelText(/^Titre/)).toHaveValue('Livraison à vélo');
      expect(dialog.getByRole('radio', { name: 'Livraison' })).toBeChecked();
      await userEvent.clear(dialog.getByLabelText(/^Description/));
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Dans tout Lyon, offerte dès 50 €.');
      await userEvent.click(dialog.getByRole('radio', { name: 'Cœur' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

      expect(await screen.findByText('Élément de réassurance modifié avec succès')).toBeInTheDocument();
      expect((await storedItems(services))[2]).toEqual({
        title: 'Livraison à vélo',
        description: 'Dans tout Lyon, offerte dès 50 €.',
        iconName: 'heart',
        orderIndex: 2,
      });
      expect(await (await reassuranceList()).findByText('Dans tout Lyon, offerte dès 50 €.')).toBeInTheDocument();
    });

    it('asks before deleting: cancelling keeps the item, confirming removes it', async () => {
      const services = await owner();
      renderRoute(URL, services);
      await openTab('Éléments de réassurance');
      const remove = async () =>
        userEvent.click(
          (await reassuranceList()).getByRole('button', { name: 'Supprimer «\u00a0Sélection artisanale\u00a0»' }),
        );

      await remove();
      let confirm = within(await screen.findByRole('alertdialog'));
      expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cet élément de réassurance ?')).toBeInTheDocument();
      await userEvent.click(confirm.getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(await titlesOnScreen()).toContain('Sélection artisanale');
      expect(await storedItems(services)).toHaveLength(4);

      await remove();
      confirm = within(await screen.findByRole('alertdialog'));
      await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Élément de réassurance supprimé avec succès')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await titlesOnScreen()).toEqual(['Produits locaux', 'Livraison à vélo', 'Fraîcheur garantie']),
      );
      expect((await storedItems(services)).map((item) => item.title)).toEqual([
        'Produits locaux',
        'Livraison à vélo',
        'Fraîcheur garantie',
      ]);
    });

    it('says so when the site has no item, and the first one gets orderIndex 0', async () => {
      const services = await createTestServices({ signInAs: 'admin@demo.test' });
      currentSiteStore.select('demo-admin', 'boutique-vide');
      renderRoute(URL, services);
      expect((await heroForm()).getByLabelText('Titre')).toHaveValue('');
      await openTab('Éléments de réassurance');
      expect(await screen.findByText('Aucun élément de réassurance configuré')).toBeInTheDocument();

      const dialog = await openCreate();
      await userEvent.type(dialog.getByLabelText(/^Titre/), 'Fait maison');
      await userEvent.type(dialog.getByLabelText(/^Description/), 'Tout est préparé sur place.');
      await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }));
      expect(await screen.findByText('Élément de réassurance créé avec succès')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Aucun élément de réassurance configuré')).not.toBeInTheDocument());
      expect(await storedItems(services, 'boutique-vide')).toEqual([
        { title: 'Fait maison', description: 'Tout est préparé sur place.', iconName: 'award', orderIndex: 0 },
      ]);
    });
  });
});
