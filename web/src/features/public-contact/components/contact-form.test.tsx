import { getCollection, refs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';

const form = () => screen.getByRole('form', { name: 'Nous contacter' });
const control = (name: RegExp) => within(form()).getByLabelText(name);
const messages = (services: Awaited<ReturnType<typeof createTestServices>>, siteId = 'epicerie-du-marche') =>
  getCollection(services.db, refs.collection(siteId, 'contactMessages'));

async function openContactForm(url = '/merchant/contact?site=epicerie-du-marche') {
  const services = await createTestServices();
  renderRoute(url, services);
  await screen.findByRole('form', { name: 'Nous contacter' });
  return services;
}

async function fillValid(user: UserEvent) {
  await user.type(control(/^Prénom/), 'Léa');
  await user.type(control(/^Nom/), 'Dubois');
  await user.type(control(/^Email/), 'lea@example.fr');
  await user.type(control(/^Sujet/), 'Horaires de Noël');
  await user.type(control(/^Message/), 'Serez-vous ouverts le 24 décembre après-midi ?');
}

const submit = (user: UserEvent) => user.click(within(form()).getByRole('button', { name: /Envoyer le message/ }));

describe('contact form', () => {
  it('requires every field, says which, and focuses the first one', async () => {
    const user = userEvent.setup();
    await openContactForm();
    for (const name of ['firstName', 'name', 'email', 'subject', 'message']) {
      expect(form().querySelector(`[name="${name}"]`)).toBeRequired();
    }
    expect(control(/^Email/)).toHaveAttribute('type', 'email');
    await submit(user);
    for (const message of [
      'Veuillez indiquer votre prénom',
      'Veuillez indiquer votre nom',
      'Veuillez indiquer votre adresse email',
      'Veuillez indiquer l’objet de votre message',
      'Veuillez écrire votre message',
    ]) {
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    }
    expect(control(/^Prénom/)).toHaveFocus();
    expect(control(/^Prénom/)).toHaveAccessibleDescription('Veuillez indiquer votre prénom');
  });

  it('says the email is invalid and keeps the other fields', async () => {
    const user = userEvent.setup();
    await openContactForm();
    await fillValid(user);
    await user.clear(control(/^Email/));
    await user.type(control(/^Email/), 'lea.example.fr');
    await submit(user);
    expect(await within(form()).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(control(/^Email/)).toHaveFocus();
    expect(control(/^Sujet/)).toHaveValue('Horaires de Noël');
  });

  it('stores the message, thanks the visitor and clears the form when it is sent', async () => {
    const user = userEvent.setup();
    const services = await openContactForm();
    const before = await messages(services);
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeInTheDocument();
    for (const name of [/^Prénom/, /^Nom/, /^Email/, /^Sujet/, /^Message/]) expect(control(name)).toHaveValue('');
    const stored = (await messages(services)).filter((message) => !before.some((old) => old.id === message.id));
    expect(stored).toEqual([
      expect.objectContaining({
        firstName: 'Léa',
        name: 'Dubois',
        email: 'lea@example.fr',
        subject: 'Horaires de Noël',
        message: 'Serez-vous ouverts le 24 décembre après-midi ?',
        isViewed: false,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      }),
    ]);
  });

  it('stores nothing when the hidden field is filled, as only robots do, and answers as if sent', async () => {
    const user = userEvent.setup();
    const services = await openContactForm();
    const before = await messages(services);
    await fillValid(user);
    const honeypot = form().querySelector('input[tabindex="-1"]') as HTMLInputElement;
    await user.type(honeypot, 'http://spam.test');
    await submit(user);
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(await messages(services)).toHaveLength(before.length);
  });

  it('says when to try again after three messages in a minute, keeping the fourth as typed', async () => {
    const user = userEvent.setup();
    const services = await openContactForm();
    const before = await messages(services);
    for (let sent = 0; sent < 3; sent += 1) {
      await fillValid(user);
      await submit(user);
      await waitFor(() => expect(control(/^Prénom/)).toHaveValue(''));
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(/Réessayez dans 1 min\./)).toBeInTheDocument();
    expect(control(/^Sujet/)).toHaveValue('Horaires de Noël');
    expect(await messages(services)).toHaveLength(before.length + 3);
  });

  it("says 'Envoi en cours…' and disables the form while sending", async () => {
    const user = userEvent.setup();
    const services = await openContactForm();
    let finish: () => void = () => undefined;
    vi.spyOn(services.db, 'transaction').mockReturnValue(
      new Promise<never>((resolve) => (finish = () => resolve(undefined as never))),
    );
    await fillValid(user);
    await submit(user);
    expect(await within(form()).findByRole('button', { name: /Envoi en cours…/ })).toBeDisabled();
    expect(control(/^Message/)).toBeDisabled();
    finish();
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
  });

  it('keeps everything typed and says so when the message cannot be stored', async () => {
    const user = userEvent.setup();
    const services = await openContactForm();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(services.db, 'transaction').mockRejectedValue(new Error('hors ligne'));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Une erreur est survenue lors de l’envoi du message.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(screen.queryByText('Message envoyé !')).not.toBeInTheDocument();
    expect(control(/^Prénom/)).toHaveValue('Léa');
    expect(control(/^Message/)).toHaveValue('Serez-vous ouverts le 24 décembre après-midi ?');
  });

  it('refuses to send when no site is identified', async () => {
    const user = userEvent.setup();
    const services = await openContactForm('/merchant/contact');
    const add = vi.spyOn(services.db, 'transaction');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Impossible d’envoyer le message.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(control(/^Sujet/)).toHaveValue('Horaires de Noël');
  });
});
