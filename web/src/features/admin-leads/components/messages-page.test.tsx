import { refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSiteStore } from '@/components/admin/session/current-site-store';
import type { Services } from '@/lib/services';
import { withFailingReads } from '@/testing/failing-reads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const SITE = 'epicerie-du-marche';
const URL = '/admin/content/messages';
const NOW = new Date('2025-03-14T10:00:00+01:00');
const owner = () => createTestServices({ signInAs: 'owner@demo.test', now: NOW });

const DIMANCHE = 'Ouverture le dimanche';
const SAFRAN = 'Productrice de safran dans le Beaujolais';
const MERCI = 'Merci pour le panier\u00a0!';
const ALLERGIE = 'Allergie aux fruits à coque';

const list = async () => within(await screen.findByRole('list', { name: 'Messages' }));
const card = async (subject: string) => {
  const heading = (await list()).getByRole('heading', { level: 2, name: subject });
  return within(heading.closest('li') as HTMLElement);
};
const subjects = async () => (await list()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const sidebar = () => within(screen.getByRole('navigation', { name: 'Navigation de l’administration' }));
const stored = async (services: Services, id: string) =>
  (await services.db.get(refs.item(SITE, 'contactMessages', id).path))?.data;

describe('contact messages screen', () => {
  it('lists every message newest first, the unread ones highlighted and badged', async () => {
    renderRoute(URL, await owner());
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await waitFor(async () => expect(await subjects()).toEqual([DIMANCHE, SAFRAN, MERCI, ALLERGIE]));
    const items = (await list()).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-unseen'))).toEqual([true, true, false, false]);
    expect(items.map((item) => within(item).queryByText('Nouveau', { selector: 'span' }) !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(sidebar().getByRole('link', { name: 'Messages 2 nouveaux' })).toBeVisible();
  });

  it('shows the sender, a mail link, the text and the fr-FR reception date', async () => {
    renderRoute(URL, await owner());
    const lucas = await card(DIMANCHE);
    expect(lucas.getByText('De Lucas Moreau')).toBeInTheDocument();
    expect(lucas.getByRole('link', { name: 'lucas.moreau@example.fr' })).toHaveAttribute(
      'href',
      'mailto:lucas.moreau@example.fr',
    );
    expect(lucas.getByText(/êtes-vous ouverts le dimanche après-midi/)).toBeInTheDocument();
    expect(lucas.getByText('Reçu le 14/03/2025 à 04:00')).toBeInTheDocument();
    expect(lucas.getByRole('button', { name: `Marquer comme lu\u00a0: ${DIMANCHE}` })).toBeInTheDocument();
    expect(
      (await card(MERCI)).getByRole('button', { name: `Marquer comme non lu\u00a0: ${MERCI}` }),
    ).toBeInTheDocument();
  });

  it('marks a message read and unread with toasts, storing isViewed, and the sidebar count follows', async () => {
    const services = await owner();
    renderRoute(URL, services);
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Messages 2 nouveaux' })).toBeVisible());

    await userEvent.click((await card(DIMANCHE)).getByRole('button', { name: `Marquer comme lu\u00a0: ${DIMANCHE}` }));
    expect(await screen.findByText('Message marqué comme lu')).toBeInTheDocument();
    expect(await stored(services, 'msg-horaires-dimanche')).toMatchObject({ isViewed: true });
    await waitFor(async () => expect((await list()).getAllByRole('listitem')[0]).not.toHaveAttribute('data-unseen'));
    expect((await card(DIMANCHE)).queryByText('Nouveau', { selector: 'span' })).not.toBeInTheDocument();
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Messages 1 nouveau' })).toBeVisible());

    await userEvent.click(
      (await card(DIMANCHE)).getByRole('button', { name: `Marquer comme non lu\u00a0: ${DIMANCHE}` }),
    );
    expect(await screen.findByText('Message marqué comme non lu')).toBeInTheDocument();
    expect(await stored(services, 'msg-horaires-dimanche')).toMatchObject({ isViewed: false });
    await waitFor(async () => expect((await list()).getAllByRole('listitem')[0]).toHaveAttribute('data-unseen'));
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Messages 2 nouveaux' })).toBeVisible());
  });

  it('marks a read message unread', async () => {
    const services = await owner();
    renderRoute(URL, services);
    await userEvent.click(
      (await card(ALLERGIE)).getByRole('button', { name: `Marquer comme non lu\u00a0: ${ALLERGIE}` }),
    );
    expect(await screen.findByText('Message marqué comme non lu')).toBeInTheDocument();
    expect(await stored(services, 'msg-allergies')).toMatchObject({ isViewed: false });
    expect(await (await card(ALLERGIE)).findByText('Nouveau', { selector: 'span' })).toBeInTheDocument();
  });

  it('says so when the status cannot be changed', async () => {
    const services = await owner();
    services.db.update = () => Promise.reject(new Error('refusé'));
    renderRoute(URL, services);
    await userEvent.click((await card(SAFRAN)).getByRole('button', { name: `Marquer comme lu\u00a0: ${SAFRAN}` }));
    expect(await screen.findByText('Impossible de modifier le statut du message.')).toBeInTheDocument();
    expect(screen.queryByText('Message marqué comme lu')).not.toBeInTheDocument();
    expect(await stored(services, 'msg-producteur-safran')).toMatchObject({ isViewed: false });
    expect((await card(SAFRAN)).getByText('Nouveau', { selector: 'span' })).toBeInTheDocument();
  });

  it('asks before deleting: cancelling keeps the message, confirming removes it', async () => {
    const services = await owner();
    renderRoute(URL, services);
    const remove = async () =>
      userEvent.click((await card(MERCI)).getByRole('button', { name: `Supprimer le message «\u00a0${MERCI}\u00a0»` }));

    await remove();
    let confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer ce message ?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await subjects()).toContain(MERCI);
    expect(await stored(services, 'msg-merci-panier')).toBeDefined();

    await remove();
    confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Message supprimé avec succès')).toBeInTheDocument();
    await waitFor(async () => expect(await subjects()).toEqual([DIMANCHE, SAFRAN, ALLERGIE]));
    expect(await stored(services, 'msg-merci-panier')).toBeUndefined();
  });

  it('says so when a message cannot be deleted, and keeps it', async () => {
    const services = await owner();
    services.db.remove = () => Promise.reject(new Error('refusé'));
    renderRoute(URL, services);
    await userEvent.click(
      (await card(MERCI)).getByRole('button', { name: `Supprimer le message «\u00a0${MERCI}\u00a0»` }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Impossible de supprimer le message.')).toBeInTheDocument();
    expect(await subjects()).toContain(MERCI);
  });

  it('says there is no message yet on a site without any', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    currentSiteStore.select('demo-admin', 'boutique-vide');
    renderRoute(URL, services);
    expect(await screen.findByText('Aucun message pour l’instant')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the messages load', async () => {
    const services = withFailingReads(await owner(), (path) => path.endsWith('/contactMessages'), 'never');
    renderRoute(URL, services);
    const loading = await screen.findByText('Chargement des messages…');
    expect(loading.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    const services = withFailingReads(await owner(), (path) => path.endsWith('/contactMessages'), 'error');
    renderRoute(URL, services);
    expect(await screen.findAllByText('Impossible de charger les messages.')).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
