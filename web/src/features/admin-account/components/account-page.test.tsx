import { SANDBOX_ACCOUNTS, refs } from '@comptoir/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const emailForm = async () => within(await screen.findByRole('form', { name: 'Changer d’email' }));
const passwordForm = async () => within(await screen.findByRole('form', { name: 'Changer de mot de passe' }));

async function changePassword(current: string, next: string, confirm: string) {
  const form = await passwordForm();
  await userEvent.type(form.getByLabelText(/^Mot de passe actuel/), current);
  await userEvent.type(form.getByLabelText(/^Nouveau mot de passe/), next);
  await userEvent.type(form.getByLabelText(/^Confirmer le nouveau mot de passe/), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
  return form;
}

describe('account screen', () => {
  it('shows the role and the user id', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const profile = within((await screen.findByRole('heading', { name: 'Profil' })).closest('section') as HTMLElement);
    expect(profile.getByText('Utilisateur')).toBeInTheDocument();
    expect(profile.getByText('demo-owner')).toBeInTheDocument();
  });

  it('labels an administrator as Administrateur', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'admin@demo.test' }));
    const profile = within((await screen.findByRole('heading', { name: 'Profil' })).closest('section') as HTMLElement);
    expect(profile.getByText('Administrateur')).toBeInTheDocument();
  });

  it('refuses an invalid new email', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await emailForm();
    await userEvent.type(form.getByLabelText(/^Nouvel email/), 'owner@');
    await userEvent.click(form.getByRole('button', { name: 'Mettre à jour l’email' }));
    expect(await form.findByText('Email invalide')).toBeInTheDocument();
  });

  it('changes the email and says a confirmation was sent', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/account', services);
    const form = await emailForm();
    await userEvent.type(form.getByLabelText(/^Nouvel email/), 'claire@epicerie.fr');
    await userEvent.click(form.getByRole('button', { name: 'Mettre à jour l’email' }));
    expect(await screen.findByText('Email mis à jour')).toBeInTheDocument();
    expect(screen.getByText('Un email de confirmation a été envoyé à la nouvelle adresse.')).toBeInTheDocument();
    expect((await services.db.get(refs.user('demo-owner').path))?.data.email).toBe('claire@epicerie.fr');
  });

  it('shows the failure toast when the email is taken', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await emailForm();
    await userEvent.type(form.getByLabelText(/^Nouvel email/), 'admin@demo.test');
    await userEvent.click(form.getByRole('button', { name: 'Mettre à jour l’email' }));
    expect(await screen.findByText('Une erreur est survenue lors de la mise à jour de l’email')).toBeInTheDocument();
    expect(form.getByText('Cette adresse email est déjà utilisée.')).toBeInTheDocument();
  });

  it('requires 6 characters in each password field', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await changePassword('123', 'abc', 'abc');
    await form.findAllByText('Le mot de passe doit contenir au moins 6 caractères');
    expect(form.getAllByText('Le mot de passe doit contenir au moins 6 caractères')).toHaveLength(3);
  });

  it('reports different passwords on the confirmation field', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await changePassword('demo1234', 'abcdef', 'abcdeg');
    expect(await form.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(form.getByLabelText(/^Confirmer le nouveau mot de passe/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Nouveau mot de passe/)).not.toHaveAttribute('aria-invalid');
  });

  it('changes the password, then the new one signs in', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    renderRoute('/admin/account', services);
    await changePassword('demo1234', 'nouveau-secret', 'nouveau-secret');
    expect(await screen.findByText('Mot de passe mis à jour')).toBeInTheDocument();
    const account = await services.db.get(`${SANDBOX_ACCOUNTS}/demo-owner`);
    expect(account?.data.passwordHash).not.toBe('e8e64e8aff45de9b83157058a7d6285fdf79a00476f46413a3541de86b8cdb64');
    await expect(services.auth.signIn('owner@demo.test', 'nouveau-secret')).resolves.toMatchObject({
      uid: 'demo-owner',
    });
  });

  it('shows the failure toast when the current password is wrong', async () => {
    renderRoute('/admin/account', await createTestServices({ signInAs: 'owner@demo.test' }));
    const form = await changePassword('mauvais1', 'nouveau-secret', 'nouveau-secret');
    expect(
      await screen.findByText('Une erreur est survenue lors de la mise à jour du mot de passe'),
    ).toBeInTheDocument();
    expect(form.getByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
  });
});
