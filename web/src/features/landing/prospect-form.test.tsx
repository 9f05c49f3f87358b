import { prospectRefs } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Services } from '@/lib/services';
import { renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { ProspectForm } from './prospect-form';

const stored = async (services: Services) =>
  (await services.db.query(prospectRefs.prospects().path)).map((doc) => doc.data);

async function open(url = '/') {
  const services = await createTestServices({ seed: false });
  renderWithServices(<ProspectForm />, services, url);
  return { services, form: within(await screen.findByRole('form', { name: 'Demande de mise en ligne' })) };
}

async function fill(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByLabelText(/^Nom du commerce/), 'Fromagerie Dupont');
  await userEvent.type(form.getByLabelText(/^Votre nom/), 'Claire Dupont');
  await userEvent.type(form.getByLabelText(/^Email/), 'claire@fromagerie.test');
}

describe('the landing page’s request form', () => {
  it('takes the plan of the button used, and stores the request for the administrators', async () => {
    const { services, form } = await open('/?formule=pro');
    expect(form.getByLabelText(/^Formule/)).toHaveValue('pro');
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Merci, votre demande est envoyée');
    expect(await stored(services)).toEqual([
      expect.objectContaining({
        shopName: 'Fromagerie Dupont',
        email: 'claire@fromagerie.test',
        plan: 'pro',
        isViewed: false,
      }),
    ]);
  });

  it('says in French what is missing and keeps what was typed', async () => {
    const { services, form } = await open();
    expect(form.getByLabelText(/^Formule/)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/^Email/), 'claire@');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await form.findByText('Veuillez indiquer le nom de votre commerce')).toBeInTheDocument();
    expect(form.getByText('Veuillez indiquer votre nom')).toBeInTheDocument();
    expect(form.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(form.getByLabelText(/^Email/)).toHaveValue('claire@');
    expect(await stored(services)).toEqual([]);
  });

  it('keeps everything typed when the request cannot be sent', async () => {
    const { services, form } = await open();
    services.db.transaction = () => Promise.reject(new Error('hors ligne'));
    await fill(form);
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Votre demande n’a pas pu être envoyée');
    expect(form.getByLabelText(/^Nom du commerce/)).toHaveValue('Fromagerie Dupont');
  });

  it('stores nothing when the hidden field is filled, as only robots do', async () => {
    const { services, form } = await open();
    await fill(form);
    const honeypot = document.querySelector('input[tabindex="-1"]') as HTMLInputElement;
    await userEvent.type(honeypot, 'http://spam.test');
    await userEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    await screen.findByRole('status');
    await waitFor(async () => expect(await stored(services)).toEqual([]));
  });
});
