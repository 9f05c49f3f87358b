import { refs, getCollection } from '@comptoir/core';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '@/components/site/site-provider';
import { renderRoute, renderWithServices } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { QuoteForm } from './quote-form';

const form = () => screen.getByRole('form', { name: 'Demande de devis' });
const control = (name: RegExp) => within(form()).getByLabelText(name);

async function openQuoteForm() {
  const services = await createTestServices();
  renderRoute('/merchant/services?site=epicerie-du-marche', services);
  await screen.findByRole('form', { name: 'Demande de devis' });
  return services;
}

async function fillValid(user: UserEvent, service = 'Plateaux apéritifs') {
  await user.type(control(/^Prénom/), 'Camille');
  await user.type(control(/^Nom\*?$/), 'Martin');
  await user.type(control(/^Entreprise/), 'Atelier Lumière');
  await user.type(control(/^Email/), 'camille@example.fr');
  await user.type(control(/^Téléphone/), '06 21 45 78 12');
  await user.selectOptions(control(/^Prestation souhaitée/), service);
  await user.type(control(/^Date de l’événement/), '2030-06-14');
  await user.type(control(/^Nombre d’invités/), '22');
  await user.type(control(/^Budget/), '250 €');
  await user.type(control(/^Détails de votre projet/), 'Deux plateaux pour mes quarante ans.');
}

const submit = (user: UserEvent) => user.click(within(form()).getByRole('button', { name: /Envoyer ma demande/ }));

describe('quote form', () => {
  it('marks the required fields with an asterisk', async () => {
    await openQuoteForm();
    const required = within(form())
      .getAllByRole('textbox')
      .concat(within(form()).getByRole('combobox'))
      .filter((element) => element.hasAttribute('required'))
      .map((element) => element.getAttribute('name'));
    expect(required).toEqual(['firstName', 'lastName', 'email', 'phone', 'details', 'service']);
    for (const label of ['Prénom', 'Nom', 'Email', 'Téléphone', 'Prestation souhaitée', 'Date de l’événement']) {
      expect(within(form()).getByText(label, { selector: 'label' }).textContent).toBe(`${label}*`);
    }
    expect(within(form()).getByText('Entreprise', { selector: 'label' }).textContent).toBe('Entreprise');
  });

  it('shows every validation message and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    await openQuoteForm();
    await submit(user);
    const messages = [
      'Le prénom doit contenir au moins 2 caractères',
      'Le nom doit contenir au moins 2 caractères',
      'Adresse email invalide',
      'Numéro de téléphone requis',
      'Veuillez sélectionner un service',
      'La date de l’événement est requise',
      'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
    ];
    for (const message of messages) expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(control(/^Prénom/)).toHaveFocus();
    expect(control(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
    expect(control(/^Prénom/)).toHaveAccessibleDescription('Le prénom doit contenir au moins 2 caractères');
  });

  it('says the email is invalid and the guests must be a number', async () => {
    const user = userEvent.setup();
    const services = await openQuoteForm();
    const quotes = () => getCollection(services.db, refs.collection('epicerie-du-marche', 'quoteRequests'));
    const before = (await quotes()).length;
    await fillValid(user);
    await user.clear(control(/^Email/));
    await user.type(control(/^Email/), 'camille@');
    await user.clear(control(/^Nombre d’invités/));
    await user.type(control(/^Nombre d’invités/), 'une vingtaine');
    await submit(user);
    expect(await within(form()).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(within(form()).getByText('Indiquez le nombre d’invités en chiffres (par exemple 25)')).toBeInTheDocument();
    expect(control(/^Email/)).toHaveFocus();
    expect(await quotes()).toHaveLength(before);
  });

  it('refuses an event date in the past and keeps what was typed', async () => {
    const user = userEvent.setup();
    const services = await openQuoteForm();
    const quotes = () => getCollection(services.db, refs.collection('epicerie-du-marche', 'quoteRequests'));
    const before = (await quotes()).length;
    await fillValid(user);
    await user.clear(control(/^Date de l’événement/));
    await user.type(control(/^Date de l’événement/), '2020-06-14');
    await submit(user);
    expect(await within(form()).findByText(/^La date de l’événement est déjà passée/)).toBeInTheDocument();
    expect(control(/^Date de l’événement/)).toHaveValue('2020-06-14');
    expect(control(/^Prénom/)).toHaveValue('Camille');
    expect(await quotes()).toHaveLength(before);
  });

  it('stores the request, thanks the visitor and clears the form when it is sent', async () => {
    const user = userEvent.setup();
    const services = await openQuoteForm();
    const before = await getCollection(services.db, refs.collection('epicerie-du-marche', 'quoteRequests'));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Demande envoyée !')).toBeInTheDocument();
    expect(screen.getByText('Nous vous contacterons rapidement pour discuter de votre projet.')).toBeInTheDocument();
    expect(control(/^Prénom/)).toHaveValue('');
    expect(control(/^Prestation souhaitée/)).toHaveValue('');
    expect(control(/^Détails de votre projet/)).toHaveValue('');
    const after = await getCollection(services.db, refs.collection('epicerie-du-marche', 'quoteRequests'));
    const stored = after.find((quote) => !before.some((old) => old.id === quote.id));
    expect(stored).toMatchObject({
      customerFirstName: 'Camille',
      customerCompany: 'Atelier Lumière',
      serviceType: 'Plateaux apéritifs',
      eventDate: '2030-06-14',
      eventGuests: 22,
      eventBudget: '250 €',
      status: 'new',
      isViewed: false,
    });
  });

  it("says 'Envoi en cours…' and disables the form while sending", async () => {
    const user = userEvent.setup();
    const services = await openQuoteForm();
    let finish: () => void = () => undefined;
    vi.spyOn(services.db, 'transaction').mockReturnValue(
      new Promise<never>((resolve) => (finish = () => resolve(undefined as never))),
    );
    await fillValid(user);
    await submit(user);
    const button = await within(form()).findByRole('button', { name: /Envoi en cours…/ });
    expect(button).toBeDisabled();
    expect(control(/^Prénom/)).toBeDisabled();
    expect(control(/^Détails de votre projet/)).toBeDisabled();
    finish();
    expect(await screen.findByText('Demande envoyée !')).toBeInTheDocument();
    expect(control(/^Prénom/)).toBeEnabled();
  });

  it('keeps everything typed and says so when the request cannot be stored', async () => {
    const user = userEvent.setup();
    const services = await openQuoteForm();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(services.db, 'transaction').mockRejectedValue(new Error('hors ligne'));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(
      screen.getByText('Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Demande envoyée !')).not.toBeInTheDocument();
    expect(control(/^Prénom/)).toHaveValue('Camille');
    expect(control(/^Prestation souhaitée/)).toHaveValue('Plateaux apéritifs');
    expect(control(/^Nombre d’invités/)).toHaveValue('22');
    expect(control(/^Détails de votre projet/)).toHaveValue('Deux plateaux pour mes quarante ans.');
  });

  it('refuses to send when no site is identified', async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const add = vi.spyOn(services.db, 'transaction');
    renderWithServices(
      <SiteProvider>
        <h2 id="quote-title">Demande de devis</h2>
        <QuoteForm services={['Paniers garnis']} intent={null} titleId="quote-title" />
      </SiteProvider>,
      services,
      '/merchant/services',
    );
    await fillValid(user, 'Autre');
    await submit(user);
    expect(await screen.findByText('Impossible d’identifier le site')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    expect(control(/^Prénom/)).toHaveValue('Camille');
  });
});
