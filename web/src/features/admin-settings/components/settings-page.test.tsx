// @vitest-environment jsdom
import { FunctionError, legalDetailsRef, refs } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { createTestServices } from '@/testing/test-services';
import { RECIPIENT_HELP } from './recipient-status';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
const sendTest = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer un email de test' }));

async function open(services: Awaited<ReturnType<typeof createTestServices>>) {
  renderRoute('/admin/settings', services);
  await screen.findByRole('form', { name: 'Paramètres du site' });
}

describe('settings screen', () => {
  it('starts from the stored private and public settings', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(field('Email émetteur')).toHaveValue('notifications@epicerie-du-marche.fr');
    expect(field('Email marchand 2')).toHaveValue('claire@epicerie-du-marche.fr');
    expect(field('Téléphone 1')).toHaveValue('04 78 42 17 35');
    expect(field('Facebook')).toHaveValue('https://www.facebook.com/epiceriedumarche.lyon');
  });

  it('saves private addresses and public details together', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    await open(services);
    await userEvent.clear(field('Email marchand 1'));
    await userEvent.type(field('Email marchand 3'), 'marc@epicerie-du-marche.fr');
    await userEvent.type(field('Téléphone 3'), '04 00 00 00 00');
    await userEvent.clear(field('TikTok'));
    await userEvent.type(field('TikTok'), 'tiktok.com/@epicerie');
    await save();
    expect(await screen.findByText('Paramètres sauvegardés')).toBeInTheDocument();
    const secret = await services.db.get(refs.sitePrivate('epicerie-du-marche').path);
    expect(secret?.data.merchantEmails).toEqual(['claire@epicerie-du-marche.fr', 'marc@epicerie-du-marche.fr']);
    const site = await services.db.get(refs.site('epicerie-du-marche').path);
    expect(site?.data.contact).toMatchObject({
      email: 'claire@epicerie-du-marche.fr',
      phones: ['04 78 42 17 35', '06 12 48 93 20', '04 00 00 00 00'],
    });
    expect(site?.data.social).toMatchObject({ tiktok: 'https://tiktok.com/@epicerie' });
    expect(field('TikTok')).toHaveValue('https://tiktok.com/@epicerie');
  });

  it('saves that the shop is in Alsace or Moselle, for its public holidays', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    await open(services);
    const box = screen.getByRole('checkbox', { name: 'Mon commerce est en Alsace ou en Moselle' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await save();
    expect(await screen.findByText('Paramètres sauvegardés')).toBeInTheDocument();
    const site = await services.db.get(refs.site('epicerie-du-marche').path);
    expect(site?.data.alsaceMoselle).toBe(true);
  });

  it('requires the sender email and rejects malformed emails and links, keeping what was typed', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.clear(field('Email émetteur'));
    await userEvent.clear(field('Email marchand 1'));
    await userEvent.type(field('Email marchand 1'), 'bonjour@');
    await userEvent.clear(field('Facebook'));
    await userEvent.type(field('Facebook'), 'pas une adresse');
    await save();
    expect(await screen.findByText('L’email émetteur est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
    expect(screen.getByText('Adresse web invalide (ex. https://www.exemple.fr)')).toBeInTheDocument();
    expect(field('Email marchand 1')).toHaveValue('bonjour@');
  });

  it('shows the failure toast when the settings cannot be saved', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    services.db.batch = () => Promise.reject(new Error('refusé'));
    await open(services);
    await save();
    expect(await screen.findByText('Erreur lors de la sauvegarde des paramètres.')).toBeInTheDocument();
  });

  it('asks for a sender email before sending a test', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.clear(field('Email émetteur'));
    await sendTest();
    expect(await screen.findByText('Veuillez d’abord configurer l’email émetteur.')).toBeInTheDocument();
  });

  it('asks for a merchant email before sending a test', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.clear(field('Email marchand 1'));
    await userEvent.clear(field('Email marchand 2'));
    await userEvent.type(field('Email marchand 3'), '   ');
    await sendTest();
    expect(await screen.findByText('Veuillez configurer au moins un email marchand.')).toBeInTheDocument();
  });

  it('sends the test email through the functions port and counts the recipients', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    const call = vi.spyOn(services.functions, 'call').mockResolvedValue({ recipients: 2 });
    await open(services);
    await sendTest();
    expect(await screen.findByText('Email de test envoyé avec succès à 2 destinataire(s)')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('sendTestEmail', { siteId: 'epicerie-du-marche' });
  });

  it('saves unsaved changes before sending the test', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    vi.spyOn(services.functions, 'call').mockResolvedValue({ recipients: 3 });
    await open(services);
    await userEvent.type(field('Email marchand 3'), 'marc@epicerie-du-marche.fr');
    await sendTest();
    expect(await screen.findByText('Email de test envoyé avec succès à 3 destinataire(s)')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await services.db.get(refs.sitePrivate('epicerie-du-marche').path))?.data.merchantEmails).toHaveLength(3),
    );
  });

  it('shows the failure toast with the server message when the test fails', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    vi.spyOn(services.functions, 'call').mockRejectedValue(new FunctionError('unavailable', 'SendGrid indisponible'));
    await open(services);
    await sendTest();
    expect(await screen.findByText('Erreur lors de l’envoi du test : SendGrid indisponible')).toBeInTheDocument();
  });

  it('says which merchant addresses are confirmed', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(field('Email marchand 1')).toHaveAccessibleDescription(RECIPIENT_HELP.confirmed);
    expect(screen.queryByRole('button', { name: 'Renvoyer le lien' })).not.toBeInTheDocument();
  });

  it('sends a new address its confirmation link on saving; it is confirmed once the link is opened', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    await open(services);
    await userEvent.type(field('Email marchand 3'), 'Marc@epicerie-du-marche.fr');
    expect(field('Email marchand 3')).toHaveAccessibleDescription(/^À l’enregistrement, un lien de confirmation/);
    await save();
    expect(await screen.findByText('Lien de confirmation envoyé à Marc@epicerie-du-marche.fr')).toBeInTheDocument();
    expect(field('Email marchand 3')).toHaveAccessibleDescription(/^En attente de confirmation/);
    const demoLink = await screen.findByRole('link', { name: /ouvrir le lien/ });
    const token = new URL(demoLink.getAttribute('href') ?? '').searchParams.get('jeton') ?? '';
    await services.functions.call('confirmRecipient', { token });
    await waitFor(() => expect(field('Email marchand 3')).toHaveAccessibleDescription(RECIPIENT_HELP.confirmed));
  });

  it('sends the link again on request, and says why when it cannot', async () => {
    const services = await createTestServices({ signInAs: 'owner@demo.test' });
    await open(services);
    await userEvent.type(field('Email marchand 3'), 'marc@epicerie-du-marche.fr');
    await save();
    await screen.findByRole('button', { name: 'Renvoyer le lien' });
    vi.spyOn(services.functions, 'call').mockRejectedValue(
      new FunctionError('resource-exhausted', 'Vous avez déjà envoyé 10 liens de confirmation cette heure-ci.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(
      await screen.findByText(/^Impossible d’envoyer le lien à marc@epicerie-du-marche.fr : Vous avez déjà envoyé 10/),
    ).toBeInTheDocument();
    expect(field('Email marchand 3')).toHaveValue('marc@epicerie-du-marche.fr');
  });

  it('saves the legal details with the rest, SIRET and VAT numbers without their spaces', async () => {
    const services = await createTestServices({ signInAs: 'owner2@demo.test' });
    await open(services);
    expect(field('Dénomination sociale')).toHaveValue('Saveurs & Co');
    await userEvent.type(field('SIRET'), '812 345 671 00018');
    await userEvent.type(field('Numéro de TVA intracommunautaire'), 'fr 04 812345671');
    await userEvent.type(field('Directeur ou directrice de la publication'), 'Karim Benali');
    await save();
    expect(await screen.findByText('Paramètres sauvegardés')).toBeInTheDocument();
    const legal = await services.db.get(legalDetailsRef('traiteur-saveurs').path);
    expect(legal?.data).toMatchObject({
      companyName: 'Saveurs & Co',
      legalForm: 'sas',
      siret: '81234567100018',
      vatNumber: 'FR04812345671',
      director: 'Karim Benali',
    });
  });

  it('refuses a SIRET or VAT number with a wrong check digit in French, keeping what was typed', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    await userEvent.clear(field('SIRET'));
    await userEvent.type(field('SIRET'), '812 345 671 00019');
    await userEvent.clear(field('Numéro de TVA intracommunautaire'));
    await userEvent.type(field('Numéro de TVA intracommunautaire'), 'FR05812345671');
    await save();
    expect(await screen.findByText('SIRET invalide : 14 chiffres, vérifiez chacun d’eux')).toBeInTheDocument();
    expect(screen.getByText('Numéro de TVA invalide (ex. FR83404833048)')).toBeInTheDocument();
    expect(field('SIRET')).toHaveValue('812 345 671 00019');
  });

  it('asks a company for its share capital, not a sole trader', async () => {
    await open(await createTestServices({ signInAs: 'owner@demo.test' }));
    expect(field('Capital social')).toHaveValue('10 000 €');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Forme juridique' }), 'ei');
    expect(screen.queryByLabelText(/^Capital social/)).not.toBeInTheDocument();
  });
});
