import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { png, upload } from '@/testing/image-uploads';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const heroForm = async () => within(await screen.findByRole('form', { name: 'Section héro' }));

async function openHomeWithTypedTitle() {
  const view = renderRoute('/admin/pages/home', await createTestServices({ signInAs: 'owner@demo.test' }));
  const title = (await heroForm()).getByRole('textbox', { name: /^Titre/ });
  await userEvent.clear(title);
  await userEvent.type(title, 'Nouveau titre');
  return { ...view, title };
}

const leaveForHours = () => userEvent.click(screen.getAllByRole('link', { name: 'Horaires' })[0]!);
const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Modifications non enregistrées' });
const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  it('asks before leaving a screen with unsaved changes, and keeps them when the owner stays', async () => {
    const { router, title } = await openHomeWithTypedTitle();
    await leaveForHours();
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe('/admin/pages/home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rester sur cet écran' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(title).toHaveValue('Nouveau titre');
    expect(router.state.location.pathname).toBe('/admin/pages/home');
  });

  it('leaves when the owner confirms', async () => {
    const { router } = await openHomeWithTypedTitle();
    await leaveForHours();
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/hours'));
  });

  it('lets the browser ask before the tab closes, only while changes are unsaved', async () => {
    const { title } = await openHomeWithTypedTitle();
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(true));
    await userEvent.click((await heroForm()).getByRole('button', { name: /Enregistrer/ }));
    await screen.findByText('Section héro sauvegardée avec succès');
    expect(title).toHaveValue('Nouveau titre');
    expect(beforeUnloadPrevented()).toBe(false);
    await leaveForHours();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Section héro' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says that an uploaded image is kept once the form is saved', async () => {
    renderRoute('/admin/pages/home', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await heroForm();
    const note = /^Nouvelle image\s: elle sera gardée quand vous enregistrerez\.$/;
    expect(form.queryByText(note)).not.toBeInTheDocument();
    await upload(form, 'Image de fond', png('vitrine.png'));
    expect(await form.findByText(note)).toBeInTheDocument();
    await leaveForHours();
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Rester sur cet écran' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(form.getByText(note)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: /Enregistrer/ }));
    await screen.findByText('Section héro sauvegardée avec succès');
    expect(form.queryByText(note)).not.toBeInTheDocument();
  });

  it('asks before a dialog with unsaved changes closes, and keeps them when the owner goes on', async () => {
    renderRoute('/admin/products', await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau produit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau produit' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nom du produit/ }), 'Confiture de figues');
    const closeDialog = () => screen.findByRole('alertdialog', { name: /^Fermer sans enregistrer.\?$/ });

    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(await closeDialog()).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog.getByRole('textbox', { name: /^Nom du produit/ })).toHaveValue('Confiture de figues');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await closeDialog()).getByRole('button', { name: 'Fermer sans enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau produit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes an untouched dialog at once', async () => {
    renderRoute('/admin/products', await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau produit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau produit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau produit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
