import { FunctionError, refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const row = async (email: string) => {
  const text = await within(await screen.findByRole('main')).findByText(email);
  const item = text.closest('li');
  if (!item) throw new Error(`row ${email} missing`);
  return within(item);
};

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau compte' }));
  return within(await screen.findByRole('dialog', { name: 'Nouveau compte' }));
}

describe('users screen', () => {
  it('lists every account with its role and the sites it owns', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    const owner = await row('owner@demo.test');
    expect(owner.getByRole('combobox', { name: 'Rôle de owner@demo.test' })).toHaveValue('user');
    await waitFor(() => expect(owner.getByText('Sites : Épicerie du Marché')).toBeInTheDocument());
    const admin = await row('admin@demo.test');
    expect(admin.getByRole('combobox', { name: 'Rôle de admin@demo.test' })).toHaveValue('admin');
    expect(admin.getByRole('combobox', { name: 'Rôle de admin@demo.test' })).toBeDisabled();
    expect(admin.getByText('Aucun site')).toBeInTheDocument();
  });

  it('shows the validation messages of a new account', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'nouveau');
    await userEvent.type(dialog.getByLabelText(/^Mot de passe initial/), '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le compte' }));
    expect(await dialog.findByText('Email invalide')).toBeInTheDocument();
    expect(dialog.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
  });

  it('creates an owner account through the callable and lists it', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'nouveau@demo.test');
    await userEvent.type(dialog.getByLabelText(/^Mot de passe initial/), 'bienvenue');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Compte créé')).toBeInTheDocument();
    expect((await row('nouveau@demo.test')).getByRole('combobox')).toHaveValue('user');
  });

  it('shows the server message when the account cannot be created', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'owner@demo.test');
    await userEvent.type(dialog.getByLabelText(/^Mot de passe initial/), 'bienvenue');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText(/^Impossible de créer le compte : /)).toBeInTheDocument();
  });

  it('gives the admin role through the role function once confirmed, naming the person', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    renderRoute('/admin/users', services);
    const owner = await row('owner2@demo.test');
    await userEvent.selectOptions(owner.getByRole('combobox'), 'admin');
    const dialog = within(await screen.findByRole('alertdialog', { name: /^Donner le rôle d’administrateur/ }));
    expect(dialog.getByText(/^owner2@demo\.test pourra voir et modifier tous les sites/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Nommer administrateur' }));
    expect(await screen.findByText('Rôle mis à jour')).toBeInTheDocument();
    expect((await services.db.get(refs.user('demo-owner2').path))?.data.role).toBe('admin');
    await waitFor(() => expect(owner.getByRole('combobox')).toHaveValue('admin'));
  });

  it('keeps the role when the admin cancels the confirmation', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    const call = vi.spyOn(services.functions, 'call');
    renderRoute('/admin/users', services);
    const owner = await row('owner2@demo.test');
    await userEvent.selectOptions(owner.getByRole('combobox'), 'admin');
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(owner.getByRole('combobox')).toHaveValue('user');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the failure toast when the role cannot be changed', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    services.functions.call = () =>
      Promise.reject(new FunctionError('permission-denied', 'Réservé aux administrateurs.'));
    renderRoute('/admin/users', services);
    await userEvent.selectOptions((await row('owner@demo.test')).getByRole('combobox'), 'admin');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nommer administrateur' }),
    );
    expect(
      await screen.findByText('Impossible de modifier le rôle : Réservé aux administrateurs.'),
    ).toBeInTheDocument();
  });

  it('says how many accounts there are and finds them by the start of their address, case aside', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent('3 comptes, classés par adresse');
    const search = main.getByRole('searchbox', { name: /^Rechercher un compte/ });
    await userEvent.type(search, 'OWNER2@');
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('1 compte pour « OWNER2@ »'));
    expect(
      main.getAllByRole('combobox', { name: /^Rôle de / }).map((select) => select.getAttribute('aria-label')),
    ).toEqual(['Rôle de owner2@demo.test']);
    await userEvent.clear(search);
    await userEvent.type(search, 'demo.test');
    expect(await main.findByText('Aucun compte ne commence par « demo.test ».')).toBeInTheDocument();
    expect(main.queryByText('Aucun utilisateur')).not.toBeInTheDocument();
  });

  it('counts an account created from the screen at once', async () => {
    renderRoute('/admin/users', await createTestServices({ signInAs: 'admin@demo.test' }));
    expect(await screen.findByText('3 comptes, classés par adresse')).toBeInTheDocument();
    const dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Email/), 'Nouveau@Demo.test');
    await userEvent.type(dialog.getByLabelText(/^Mot de passe initial/), 'bienvenue');
    await userEvent.click(dialog.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('4 comptes, classés par adresse')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: /^Rechercher un compte/ }), 'nouv');
    expect(await screen.findByText('1 compte pour « nouv »')).toBeInTheDocument();
  });

  it('shows 25 accounts by address, then the rest with « Afficher plus »', async () => {
    const services = await createTestServices({ signInAs: 'admin@demo.test' });
    await services.db.batch(
      Array.from({ length: 30 }, (_, index) => ({
        kind: 'set' as const,
        path: refs.user(`scale-${index}`).path,
        data: { email: `commerce${String(index).padStart(2, '0')}@scale.example`, role: 'user', createdAt: new Date() },
      })),
    );
    const watch = vi.spyOn(services.db, 'watchQuery');
    renderRoute('/admin/users', services);
    const addresses = () =>
      within(screen.getByRole('main'))
        .getAllByRole('combobox', { name: /^Rôle de / })
        .map((select) => select.getAttribute('aria-label'));
    await waitFor(() => expect(addresses()).toHaveLength(25));
    expect(addresses()[0]).toBe('Rôle de admin@demo.test');
    for (const [path, spec] of watch.mock.calls) if (path === 'users') expect(spec?.limit).toBeLessThanOrEqual(26);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(addresses().length).toBeGreaterThan(30));
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });
});
