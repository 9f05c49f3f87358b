import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import type { Services } from '@/lib/services';
import { LandingPage } from './landing-page';

let services: Services;

beforeEach(async () => {
  // The landing page reads no data: an empty world is enough.
  services = await createTestServices({ seed: false });
});

const renderLanding = () => renderWithServices(<LandingPage />, services);
const section = (name: RegExp | string) => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('has exactly one h1, in the hero', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends the hero buttons to the prices and the features', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Démarrer maintenant' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '#features');
  });

  it('links the header to the home page and the page anchors', () => {
    const { container } = renderLanding();
    // jsdom applies no media query: the desktop navigation counts as hidden, so no role query.
    const links = container.querySelectorAll('nav[aria-label="Navigation principale"] a');
    // From the root, so the same header serves the platform's legal pages.
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/', '/#about', '/#features', '/#contact']);
  });

  it('gives every anchored section an id and an h2 label', () => {
    const { container } = renderLanding();
    for (const id of ['about', 'features', 'how-it-works', 'pricing', 'contact']) {
      const element = container.querySelector(`section#${id}`);
      expect(element, id).not.toBeNull();
      const label = container.querySelector(`#${element?.getAttribute('aria-labelledby') ?? 'missing'}`);
      expect(label?.tagName, id).toBe('H2');
    }
  });

  it('lists the six features', () => {
    renderLanding();
    const titles = within(section(/tout ce qu’il faut/i))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Un site personnalisé et responsive',
      'Un contenu adapté à votre domaine',
      'Un back-office simple',
      'Référencement naturel (SEO)',
      'Images optimisées en WebP',
      'Un support technique à l’écoute',
    ]);
  });

  it('shows the three steps in order with a link to the prices', () => {
    renderLanding();
    const steps = section('Votre site en ligne en trois étapes');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('h3')?.textContent),
    ).toEqual(['Créez votre compte et choisissez votre formule', 'Personnalisez votre site', 'Publiez']);
    expect(within(steps).getByRole('link', { name: 'Voir nos tarifs' })).toHaveAttribute('href', '#pricing');
  });

  it('shows the three plans with their monthly price and button', () => {
    renderLanding();
    const pricing = section('Des formules claires, sans surprise');
    const plans = within(pricing).getAllByRole('heading', { level: 3 });
    expect(plans.map((heading) => heading.textContent)).toEqual(['Essentiel', 'Pro', 'Expert']);
    for (const [price, button] of [
      ['29', 'Démarrer'],
      ['59', 'Choisir ce plan'],
      ['99', 'Nous contacter'],
    ] as const) {
      expect(within(pricing).getByText(new RegExp(`^${price}\\s*€$`))).toBeInTheDocument();
      expect(within(pricing).getByRole('link', { name: button }).getAttribute('href')).toMatch(
        /^\?formule=(essentiel|pro|expert)#demande$/,
      );
    }
    expect(within(pricing).getAllByText('/ mois')).toHaveLength(3);
  });

  it('highlights the Pro plan and stacks each plan on the one below', () => {
    renderLanding();
    const pricing = section('Des formules claires, sans surprise');
    expect(within(pricing).getByText('Le plus choisi')).toBeInTheDocument();
    expect(within(pricing).getByText('Tout le plan Essentiel, plus :')).toBeInTheDocument();
    expect(within(pricing).getByText('Tout le plan Pro, plus :')).toBeInTheDocument();
    expect(within(pricing).getByText('Galerie de produits')).toBeInTheDocument();
    expect(within(pricing).getByText('Site multilingue')).toBeInTheDocument();
  });

  it('gives a way to reach the team and to try the back office', () => {
    renderLanding();
    const contact = section('Parlons de votre commerce');
    expect(within(contact).getByRole('link', { name: 'contact@comptoir.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@comptoir.fr',
    );
    expect(within(contact).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(within(contact).getByText(/75011 Paris/)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Essayer le back-office' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('ends with the platform footer, whose links all lead somewhere, the demo shops included', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Des sites web sur-mesure pour les commerces de proximité.')).toBeInTheDocument();
    expect(within(footer).getByText(/Tous droits réservés/)).toHaveTextContent(String(new Date().getFullYear()));
    expect(within(footer).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/#pricing');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    // The platform writes no terms of its own: no link to an empty page.
    expect(within(footer).queryByRole('link', { name: 'Conditions générales' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Épicerie du Marché/ })).toHaveAttribute(
      'href',
      '/merchant?site=epicerie-du-marche',
    );
    const targets = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets.filter((href) => !href || href === '#')).toEqual([]);
  });

  it('shows neither the demo shops nor the demo accounts in production, where they do not exist', () => {
    renderWithServices(<LandingPage />, { ...services, mode: 'production' });
    expect(screen.queryByRole('link', { name: /Démo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Essayer le back-office' })).not.toBeInTheDocument();
    expect(screen.queryByText(/comptes de démonstration/)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Demande de mise en ligne' })).toBeInTheDocument();
  });

  it('closes the request form with its privacy notice, and no box to tick', () => {
    renderLanding();
    const form = screen.getByRole('form', { name: 'Demande de mise en ligne' });
    expect(form).toHaveTextContent('conservées 3 ans après le dernier échange');
    expect(within(form).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sets the document title and description', () => {
    renderLanding();
    expect(document.title).toBe('Comptoir — des sites web pour les commerces de proximité');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /commerces de proximité/,
    );
  });

  it('is what / shows when no shop matches the domain', async () => {
    renderRoute('/', services);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/votre commerce/);
    expect(screen.getByRole('region', { name: 'Des formules claires, sans surprise' })).toBeInTheDocument();
  });
});
