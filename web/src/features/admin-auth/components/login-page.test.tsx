import { AuthError } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('tells the sandbox visitor the demo password when it is forgotten', async () => {
    renderRoute('/admin/login', await createTestServices());
    await userEvent.click(await screen.findByRole('button', { name: /^Mot de passe oublié/ }));
    expect(await screen.findByText(/aucun email n’est envoyé/)).toHaveTextContent(
      'Les comptes de démonstration utilisent le mot de passe demo1234.',
    );
  });

  it('sends a reset link for the typed address, with an answer that reveals no account', async () => {
    const services = { ...(await createTestServices()), mode: 'production' as const };
    const send = vi.spyOn(services.auth, 'sendPasswordReset');
    renderRoute('/admin/login', services);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'inconnu@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: /^Mot de passe oublié/ }));
    const form = within(await screen.findByRole('form', { name: 'Mot de passe oublié' }));
    expect(form.getByLabelText(/^Email du compte/)).toHaveValue('inconnu@exemple.fr');
    await userEvent.click(form.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await form.findByRole('status')).toHaveTextContent(/^Si un compte existe pour cette adresse/);
    expect(send).toHaveBeenCalledWith('inconnu@exemple.fr');
  });

  it('says under the form why a reset link could not be sent, keeping the address', async () => {
    const services = { ...(await createTestServices()), mode: 'production' as const };
    vi.spyOn(services.auth, 'sendPasswordReset').mockRejectedValue(
      new AuthError('too-many-requests', 'Trop de tentatives. Réessayez dans quelques minutes.'),
    );
    renderRoute('/admin/login', services);
    await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@demo.test');
    await userEvent.click(screen.getByRole('button', { name: /^Mot de passe oublié/ }));
    const form = within(await screen.findByRole('form', { name: 'Mot de passe oublié' }));
    await userEvent.click(form.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes.');
    expect(form.getByLabelText(/^Email du compte/)).toHaveValue('owner@demo.test');
  });

  it('refuses to send a reset link to an invalid address', async () => {
    const services = { ...(await createTestServices()), mode: 'production' as const };
    const send = vi.spyOn(services.auth, 'sendPasswordReset');
    renderRoute('/admin/login', services);
    await userEvent.click(await screen.findByRole('button', { name: /^Mot de passe oublié/ }));
    const form = within(await screen.findByRole('form', { name: 'Mot de passe oublié' }));
    await userEvent.type(form.getByLabelText(/^Email du compte/), 'pas-un-email');
    await userEvent.click(form.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await form.findByText('Email invalide')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the French validation messages when the email and password are invalid', async () => {
    renderRoute('/admin/login', await createTestServices());
    await fill('pas-un-email', '123');
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pas-un-email');
  });

  it('shows the failure toast with the server message when the password is wrong', async () => {
    renderRoute('/admin/login', await createTestServices());
    await fill('owner@demo.test', 'mauvais-mot');
    expect(await screen.findByText('Échec de l’authentification')).toBeInTheDocument();
    expect(screen.getByText('Email ou mot de passe incorrect.')).toBeInTheDocument();
  });

  it('signs in, toasts and opens the dashboard when the credentials are right', async () => {
    const { router } = renderRoute('/admin/login', await createTestServices());
    await fill('owner@demo.test', 'demo1234');
    expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
    expect(screen.getByText('Vous êtes maintenant connecté')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('lists the three demo accounts and their password', async () => {
    renderRoute('/admin/login', await createTestServices());
    expect(await screen.findByText('Comptes de démonstration')).toBeInTheDocument();
    for (const email of ['admin@demo.test', 'owner@demo.test', 'owner2@demo.test']) {
      expect(screen.getByText(email)).toBeInTheDocument();
    }
    expect(screen.getByText('demo1234')).toBeInTheDocument();
  });

  it('fills the form when a demo account is chosen', async () => {
    renderRoute('/admin/login', await createTestServices());
    await userEvent.click(await screen.findByRole('button', { name: 'Utiliser le compte admin@demo.test' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@demo.test');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('demo1234');
  });

  it('goes straight to the dashboard when already signed in', async () => {
    const { router } = renderRoute('/admin/login', await createTestServices({ signInAs: 'admin@demo.test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
