import { refs } from '@comptoir/core';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { EMPTY_SHOP_ON_PRO, createTestServices } from '@/testing/test-services';

const EPICERIE = '/merchant/services?site=epicerie-du-marche';
const EMPTY = '/merchant/services?site=boutique-vide';

describe('services page', () => {
  it('shows a loader while the site’s published document is read, the services with it', async () => {
    const services = withFailingReads(
      await createTestServices(),
      (path) => path === 'published/epicerie-du-marche',
      'never',
    );
    renderRoute(EPICERIE, services);
    await waitFor(() => expect(screen.getByText('Chargement…')).toBeInTheDocument());
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the title, a tab per category with the first one open, and its images', async () => {
    renderRoute(EPICERIE, await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos prestations' })).toBeInTheDocument();
    expect(screen.getByText(/Paniers cadeaux, plateaux pour vos apéritifs/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Paniers garnis',
      'Plateaux apéritifs',
      'Livraison à domicile',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: 'Des paniers gourmands pour toutes les occasions' }),
    ).toBeVisible();
    // Three images stored, two shown.
    expect(
      within(panel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Paniers garnis — photo 1', 'Paniers garnis — photo 2']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens another category when its tab is chosen', async () => {
    const user = userEvent.setup();
    renderRoute(EPICERIE, await createTestServices());
    await user.click(await screen.findByRole('tab', { name: 'Livraison à domicile' }));
    expect(screen.getByRole('heading', { name: 'Vos courses livrées chez vous' })).toBeVisible();
  });

  it('preselects the category in the quote form and focuses the first empty field on "Demander un devis"', async () => {
    const user = userEvent.setup();
    renderRoute(EPICERIE, await createTestServices());
    await user.click(await screen.findByRole('tab', { name: 'Plateaux apéritifs' }));
    await user.click(screen.getByRole('button', { name: /Demander un devis\s: Plateaux apéritifs/ }));
    const form = screen.getByRole('form', { name: 'Demande de devis' });
    expect(within(form).getByRole('combobox', { name: /Prestation souhaitée/ })).toHaveValue('Plateaux apéritifs');
    expect(within(form).getByRole('textbox', { name: /Prénom/ })).toHaveFocus();
  });

  it("offers the category names and 'Autre' in the quote form", async () => {
    renderRoute(EPICERIE, await createTestServices());
    const select = await screen.findByRole('combobox', { name: /Prestation souhaitée/ });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Choisissez une prestation'],
      ['Paniers garnis', 'Paniers garnis'],
      ['Plateaux apéritifs', 'Plateaux apéritifs'],
      ['Livraison à domicile', 'Livraison à domicile'],
      ['Autre', 'Autre (précisez dans les détails)'],
    ]);
  });

  it("shows the site's own FAQ under 'Questions fréquentes'", async () => {
    const user = userEvent.setup();
    renderRoute(EPICERIE, await createTestServices());
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeInTheDocument();
    // Each question is a heading in the summary of a details element: the browser opens it.
    const question = screen.getByRole('heading', { level: 3, name: 'Quels moyens de paiement acceptez-vous\u00a0?' });
    const answer = screen.getByText(/Carte bancaire, espèces et titres-restaurant/);
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();
    await user.click(question);
    expect(answer).not.toBeVisible();
    expect(screen.queryByText('Proposez-vous des options végétariennes ?')).not.toBeInTheDocument();
    expect(screen.queryByText('Exemple')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('labels the default FAQs « Exemple » under a « Site en préparation » notice', async () => {
    renderRoute(EMPTY, await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    const faq = await screen.findByRole('region', { name: 'Questions fréquentes' });
    expect(within(faq).getByText('Exemple')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Site en préparation/);
  });

  it('shows the default title, the empty state and the three default FAQs when the site has none', async () => {
    renderRoute(EMPTY, await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos prestations' })).toBeInTheDocument();
    expect(screen.getByText('Découvrez nos différentes prestations et services.')).toBeInTheDocument();
    expect(screen.getByText('Aucun service disponible')).toBeInTheDocument();
    expect(screen.getByText('Les services seront bientôt disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const questions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(questions).toEqual([
      'Combien de temps à l’avance faut-il réserver\u00a0?',
      'Proposez-vous des options végétariennes\u00a0?',
      'Jusqu’où livrez-vous\u00a0?',
    ]);
  });

  it('says the default FAQs with their lead times and delivery radius', async () => {
    renderRoute(EMPTY, await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] }));
    await screen.findByText('Aucun service disponible');
    const text = document.body.textContent ?? '';
    expect(text).toContain(
      'au moins 7 jours à l’avance pour une prestation classique, et 14 jours pour les grands événements',
    );
    expect(text).toContain('dans un rayon de 50 km autour de la boutique');
    expect(text).toContain('frais supplémentaires');
  });

  it("says 'Site non trouvé' when no site is identified", async () => {
    renderRoute('/merchant/services', await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Site non trouvé' })).toBeInTheDocument();
    expect(screen.getByText('Impossible de charger les informations du site')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Site non trouvé' when the site does not exist", async () => {
    renderRoute('/merchant/services?site=inconnu', await createTestServices());
    expect(await screen.findByText('Site non trouvé')).toBeInTheDocument();
  });

  it('shows a category the owner adds, without a reload', async () => {
    const services = await createTestServices({ writes: [EMPTY_SHOP_ON_PRO] });
    renderRoute(EMPTY, services);
    await screen.findByText('Aucun service disponible');
    await services.db.set(refs.item('boutique-vide', 'serviceCategories', 'svc-ateliers').path, {
      name: 'Ateliers',
      title: 'Ateliers de dégustation',
      description: '',
      images: [],
      orderIndex: 0,
    });
    expect(await screen.findByRole('tab', { name: 'Ateliers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Aucun service disponible')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ateliers' })).toBeInTheDocument();
  });

  it('names the page after the services title and the site', async () => {
    renderRoute(EPICERIE, await createTestServices());
    await screen.findAllByRole('tab');
    expect(document.title).toBe('Nos prestations — Épicerie du Marché');
  });
});
