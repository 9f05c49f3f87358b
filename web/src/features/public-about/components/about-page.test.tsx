import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { EMPTY_SHOP_ON_PRO, createTestServices } from '@/testing/test-services';

const URL = '/merchant/about?site=epicerie-du-marche';
const region = (name: string) => screen.getByRole('region', { name });
const headings = (name: string) =>
  within(region(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => vi.restoreAllMocks());

describe('about page', () => {
  it('shows a loader while the site’s published document is read, its content with it', async () => {
    const services = withFailingReads(
      await createTestServices(),
      (path) => path === 'published/epicerie-du-marche',
      'never',
    );
    renderRoute(URL, services);
    await waitFor(() => expect(screen.getByText('Chargement…')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the shop's name as the page's only h1", async () => {
    renderRoute(URL, await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Épicerie du Marché' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByText('Qui sommes-nous')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Qui sommes-nous — Épicerie du Marché'));
  });

  it('shows the story in paragraphs and the journey in order', async () => {
    renderRoute(URL, await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    expect(within(region('Notre histoire')).getByText(/Tout a commencé en 2012/)).toBeInTheDocument();
    expect(
      within(region('Notre histoire')).getByText(/Aujourd’hui, nous travaillons avec plus de quarante/),
    ).toBeInTheDocument();
    expect(headings('Notre parcours')).toEqual([
      '2012 — Un étal sur le quai Saint-Antoine',
      '2015 — La boutique ouvre ses portes',
      '2019 — Un réseau de producteurs',
      'Aujourd’hui — Un lieu de vie du quartier',
    ]);
  });

  it('shows the values, the team with photos and the partners', async () => {
    renderRoute(URL, await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    expect(headings('Nos valeurs')).toEqual([
      'Le goût des saisons',
      'Le juste prix',
      'L’accueil avant tout',
      'Moins d’emballages',
    ]);
    expect(headings('Notre équipe')).toEqual(['Claire Rousseau', 'Julien Mercier', 'Amina Benali']);
    expect(within(region('Notre équipe')).getByText('Fromager affineur')).toBeInTheDocument();
    const photo = region('Notre équipe').querySelector('img');
    expect(photo).toHaveAttribute('src', '/seed/epicerie/team/claire-1600w.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    // A round portrait 10 to 11 rem wide: the 400 px file is enough on most phones.
    expect(photo).toHaveAttribute('srcset', expect.stringMatching(/^\/seed\/epicerie\/team\/claire-400w\.webp 400w, /));
    expect(photo).toHaveAttribute('sizes', '(min-width: 48em) 11rem, 10rem');
    expect(headings('Nos partenaires')).toEqual(['Rucher des Monts d’Or', 'Fromagerie Bouvier', 'Domaine des Coteaux']);
  });

  // Escape, a tap beside the dialog and the focus going back to the card are the browser's own
  // (a native dialog): the end-to-end tests check them in Chromium.
  it("opens a partner's long description and pictures, and closes it", async () => {
    const user = userEvent.setup();
    renderRoute(URL, await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    const opener = screen.getByRole('button', { name: 'En savoir plus\u00a0: Fromagerie Bouvier' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Fromagerie Bouvier' });
    expect(within(dialog).getByText(/la famille Bouvier élève une soixantaine de vaches/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Fromagerie Bouvier — photo 1' })).toHaveAttribute(
      'src',
      '/seed/epicerie/partners/fromagerie-1-1600w.webp',
    );
    expect(within(dialog).getByRole('img', { name: 'Fromagerie Bouvier — photo 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a partner from the keyboard', async () => {
    const user = userEvent.setup();
    renderRoute(URL, await createTestServices());
    await screen.findByRole('heading', { level: 1 });
    screen.getByRole('button', { name: 'En savoir plus\u00a0: Rucher des Monts d’Or' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Rucher des Monts d’Or' })).toBeInTheDocument();
  });

  it('shows the four empty states for a shop without about content', async () => {
    renderRoute('/merchant/about?site=boutique-vide', await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique Vide' })).toBeInTheDocument();
    expect(within(region('Notre histoire')).getByText('Aucun contenu configuré pour le moment.')).toBeInTheDocument();
    expect(within(region('Nos valeurs')).getByText('Aucune valeur configurée pour le moment.')).toBeInTheDocument();
    expect(
      within(region('Notre équipe')).getByText('Aucun membre d’équipe configuré pour le moment.'),
    ).toBeInTheDocument();
    expect(
      within(region('Nos partenaires')).getByText('Aucun partenaire configuré pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notre parcours' })).not.toBeInTheDocument();
  });

  it("uses the default name 'Mon Entreprise' when no site is identified", async () => {
    renderRoute('/merchant/about', await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon Entreprise' })).toBeInTheDocument();
    expect(screen.getByText('Aucun contenu configuré pour le moment.')).toBeInTheDocument();
  });

  it('follows edits made elsewhere without a reload', async () => {
    const services = await createTestServices();
    renderRoute(URL, services);
    await screen.findByRole('heading', { level: 1 });
    await services.db.update(refs.item('epicerie-du-marche', 'values', 'value-juste-prix').path, {
      title: 'Le prix juste',
    });
    expect(await screen.findByRole('heading', { name: 'Le prix juste' })).toBeInTheDocument();
  });
});
