import { refs } from '@comptoir/core';
import { reservationData } from '@comptoir/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, readDownload } from '@/testing/downloads';
import { findPersonalData } from '../api/find-personal-data';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const QUOTE = `sites/${SITE}/quoteRequests/quote-anniversaire-martin`;

async function servicesWithMessage() {
  const services = await createTestServices({ signInAs: 'owner@demo.test' });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const at = new Date();
  const id = await services.db.add(refs.collection(SITE, 'contactMessages').path, {
    firstName: 'Camille',
    name: 'Martin',
    email: 'Camille.Martin@example.fr',
    emailKey: 'camille.martin@example.fr',
    subject: 'Plateau de fromages',
    message: 'Encore merci !',
    isViewed: false,
    createdAt: at,
    updatedAt: at,
  });
  return { services, message: `sites/${SITE}/contactMessages/${id}` };
}

async function searchFor(email: string) {
  const field = await screen.findByLabelText(/^Adresse email de la personne/);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
}

afterEach(() => vi.restoreAllMocks());

describe('personal data screen', () => {
  it('finds a person’s requests and messages whatever the case of the address', async () => {
    const { services } = await servicesWithMessage();
    renderRoute('/admin/privacy', services);
    await searchFor('  CAMILLE.martin@example.fr ');
    expect(await screen.findByRole('status')).toHaveTextContent('2 demandes avec l’adresse CAMILLE.martin@example.fr');
    expect(screen.getByText('Plateau de fromages')).toBeInTheDocument();
    expect(screen.getByText(/^Demande de devis · /)).toBeInTheDocument();
  });

  it('exports them as JSON and as CSV', async () => {
    const { services } = await servicesWithMessage();
    const { blobs, click } = catchDownloads();
    renderRoute('/admin/privacy', services);
    await searchFor('camille.martin@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Exporter (JSON)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exporter (CSV)' }));
    expect(click).toHaveBeenCalledTimes(2);
    const [json, csv] = await Promise.all(blobs.map(readDownload));
    expect(JSON.parse(json ?? '')).toMatchObject({ site: 'Épicerie du Marché', email: 'camille.martin@example.fr' });
    expect(csv?.split('\r\n')).toHaveLength(4);
  });

  it('erases them in one action, after confirming, and finds nothing afterwards', async () => {
    const { services, message } = await servicesWithMessage();
    renderRoute('/admin/privacy', services);
    await searchFor('camille.martin@example.fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Tout effacer' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(/Effacer définitivement les 2 demandes de camille.martin@example.fr/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Tout effacer' }));
    expect(await screen.findByText('Données effacées')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande avec l’adresse camille.martin@example.fr.')).toBeInTheDocument();
    expect(await services.db.get(QUOTE)).toBeNull();
    expect(await services.db.get(message)).toBeNull();
  });

  it('finds and erases a person’s reservations too', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const reservations = refs.collection(SITE, 'reservations').path;
    const id = await services.db.add(reservations, reservationData({ createdAt: new Date() }));
    renderRoute('/admin/privacy', services);
    await searchFor('Louise@example.fr');
    expect(await screen.findByRole('status')).toHaveTextContent('1 demande avec l’adresse Louise@example.fr');
    expect(screen.getByText(/^Réservation · /)).toBeInTheDocument();
    expect(screen.getByText('Miel de lavande — Pot de 500 g × 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tout effacer' }));
    expect(await screen.findByText('Données effacées')).toBeInTheDocument();
    expect(await services.db.get(`sites/${SITE}/reservations/${id}`)).toBeNull();
  });

  it('says when the address is not one', async () => {
    renderRoute('/admin/privacy', await createTestServices({ signInAs: 'owner@demo.test' }));
    await searchFor('camille');
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('findPersonalData', () => {
  it('reads only the documents sent with the address, however it is typed', async () => {
    const { db } = await createTestServices({ signInAs: 'owner@demo.test' });
    const held = await Promise.all(
      ['quoteRequests', 'contactMessages', 'reservations'].map((name) => db.query(`sites/${SITE}/${name}`)),
    );
    const query = vi.spyOn(db, 'query');

    const records = await findPersonalData(db, SITE, ' Camille.MARTIN@example.fr ');

    expect(records.map(({ kind, id }) => `${kind}/${id}`)).toEqual(['quoteRequest/quote-anniversaire-martin']);
    const read = (await Promise.all(query.mock.results.map(({ value }) => value as Promise<unknown[]>))).flat();
    expect(read).toHaveLength(1);
    expect(held.flat().length).toBeGreaterThan(10);
    expect(query.mock.calls.map(([, spec]) => spec?.where)).toEqual(
      Array(3).fill([['emailKey', '==', 'camille.martin@example.fr']]),
    );
  });
});
