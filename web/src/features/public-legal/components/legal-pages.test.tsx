import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const EPICERIE = '?site=epicerie-du-marche';
const TRAITEUR = '?site=traiteur-saveurs';

const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Informations' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('legal pages of a shop', () => {
  it('generate the legal notice from the shop’s details and the platform’s', async () => {
    renderRoute(`/mentions-legales${EPICERIE}`, await createTestServices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const publisher = screen.getByRole('region', { name: 'Éditeur du site' });
    expect(within(publisher).getByText('812 345 671 00018')).toBeInTheDocument();
    expect(within(publisher).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(publisher).getByRole('link', { name: 'bonjour@epicerie-du-marche.fr' })).toHaveAttribute(
      'href',
      'mailto:bonjour@epicerie-du-marche.fr',
    );
    expect(
      within(screen.getByRole('region', { name: 'Hébergement' })).getByText(/Google Ireland Limited/),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Plateforme' })).getByText('Comptoir SAS')).toBeVisible();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      `/confidentialite${EPICERIE}`,
    );
    await waitFor(() => expect(document.title).toBe('Mentions légales — Épicerie du Marché'));
  });

  it('link the footer to the three pages when the owner wrote terms, and the terms show as written', async () => {
    renderRoute(`/merchant/conditions-generales${EPICERIE}`, await createTestServices());
    expect(await screen.findByText(/Les paniers et plateaux se commandent/)).toBeInTheDocument();
    await waitFor(() =>
      expect(footerLinks()).toEqual([
        ['Mentions légales', `/mentions-legales${EPICERIE}`],
        ['Politique de confidentialité', `/confidentialite${EPICERIE}`],
        ['Conditions générales', `/conditions-generales${EPICERIE}`],
      ]),
    );
  });

  it('leave « Conditions générales » out of the footer of a shop without terms, and say so on its page', async () => {
    renderRoute(`/conditions-generales${TRAITEUR}`, await createTestServices());
    expect(await screen.findByText('Aucunes conditions générales ne sont publiées sur ce site.')).toBeInTheDocument();
    expect(footerLinks().map(([title]) => title)).toEqual(['Mentions légales', 'Politique de confidentialité']);
  });

  it('show an incomplete notice as it is, inventing nothing', async () => {
    renderRoute(`/mentions-legales${TRAITEUR}`, await createTestServices());
    const publisher = await screen.findByRole('region', { name: 'Éditeur du site' });
    expect(within(publisher).queryByText('SIRET')).not.toBeInTheDocument();
    expect(within(publisher).getByText('Dénomination')).toBeInTheDocument();
  });

  it('generate the privacy policy from the forms the site shows and the owner’s retention', async () => {
    renderRoute(`/confidentialite${EPICERIE}`, await createTestServices());
    const collected = await screen.findByRole('region', { name: 'Données collectées et finalités' });
    expect(collected).toHaveTextContent('Formulaire de contact');
    expect(collected).toHaveTextContent('Demande de devis');
    expect(collected).toHaveTextContent('Réservation d’un produit');
    expect(collected).toHaveTextContent('Participation à un événement');
    expect(screen.getByRole('region', { name: 'Durées de conservation' })).toHaveTextContent(
      '3 ans après notre dernier échange',
    );
    expect(screen.getByRole('region', { name: 'Stockage dans votre navigateur' })).toHaveTextContent(
      'comptoir:participations:epicerie-du-marche',
    );
    expect(screen.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr/fr/plaintes',
    );
  });

  it('say so when the page cannot be read', async () => {
    const services = withFailingReads(await createTestServices(), (path) => path === 'platform/details', 'error');
    renderRoute(`/confidentialite${EPICERIE}`, services);
    expect(await screen.findByText('Cette page n’a pas pu être chargée.')).toBeInTheDocument();
  });

  it('show a loader while it is read', async () => {
    const services = withFailingReads(await createTestServices(), (path) => path === 'platform/details', 'never');
    renderRoute(`/mentions-legales${EPICERIE}`, services);
    expect(await screen.findByText('Chargement de la page…')).toBeInTheDocument();
  });
});

describe('legal pages of the platform', () => {
  it('name the platform’s operator, under Comptoir’s own header and footer', async () => {
    renderRoute('/mentions-legales', await createTestServices());
    const publisher = await screen.findByRole('region', { name: 'Éditeur' });
    expect(within(publisher).getByText('Comptoir SAS')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Des sites web sur-mesure pour les commerces de proximité.',
    );
    await waitFor(() => expect(document.title).toBe('Mentions légales — Comptoir'));
  });

  it('describe the landing page’s request form', async () => {
    renderRoute('/confidentialite', await createTestServices());
    expect(await screen.findByRole('region', { name: 'Données collectées et finalités' })).toHaveTextContent(
      'Demande de mise en ligne',
    );
  });
});
