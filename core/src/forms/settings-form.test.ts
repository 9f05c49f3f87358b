import { describe, expect, it } from 'vitest';
import { siteSchema } from '../model/site';
import { SETTINGS_MESSAGES, settingsFormDefaults, settingsFormSchema, splitSettings } from './settings-form';

const site = siteSchema.parse({ name: 'Épicerie', createdAt: new Date(), updatedAt: new Date() });
const filled = {
  ...settingsFormDefaults(site, null),
  senderEmail: 'contact@epicerie.fr',
  merchantEmails: ['', 'marie@epicerie.fr', ''] as [string, string, string],
  phones: ['04 78 00 00 00', '', ''] as [string, string, string],
};

describe('settings form schema', () => {
  it('requires the sender email', () => {
    const result = settingsFormSchema.safeParse({ ...filled, senderEmail: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['L’email émetteur est obligatoire']);
  });

  it('rejects malformed merchant emails and web addresses in French', () => {
    const result = settingsFormSchema.safeParse({
      ...filled,
      merchantEmails: ['marie', '', ''],
      social: { ...filled.social, facebook: 'pas une adresse' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['merchantEmails.0', 'Email invalide'],
      ['social.facebook', 'Adresse web invalide (ex. https://www.exemple.fr)'],
    ]);
  });

  it('refuses a link or an email address in the shop’s address, and a phone that is not one', () => {
    const result = settingsFormSchema.safeParse({
      ...filled,
      address: 'Réglez votre acompte sur https://pirate.example',
      phones: ['04 78 00 00 00', 'www.pirate.example', '12'],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phones.1', SETTINGS_MESSAGES.phone],
      ['phones.2', SETTINGS_MESSAGES.phone],
      ['address', SETTINGS_MESSAGES.address],
    ]);
    const kept = settingsFormSchema.parse({
      ...filled,
      address: '12 place du Marché, 69002 Lyon',
      phones: ['+33 4 78 00 00 00', '06.12.48.93.20', ''],
    });
    expect(kept.address).toBe('12 place du Marché, 69002 Lyon');
  });

  it('adds https:// to a web address typed without it', () => {
    const values = settingsFormSchema.parse({
      ...filled,
      social: { ...filled.social, instagram: 'instagram.com/epicerie' },
    });
    expect(values.social.instagram).toBe('https://instagram.com/epicerie');
  });
});

describe('splitSettings', () => {
  it('keeps addresses private and publishes the first merchant email and the phones', () => {
    const { secret, contact } = splitSettings(settingsFormSchema.parse(filled));
    expect(secret).toEqual({ senderEmail: 'contact@epicerie.fr', merchantEmails: ['marie@epicerie.fr'] });
    expect(contact.email).toBe('marie@epicerie.fr');
    expect(contact.phones).toEqual(['04 78 00 00 00']);
  });

  it('starts the form from the public email when no private settings exist', () => {
    const withEmail = { ...site, contact: { ...site.contact, email: 'public@epicerie.fr' } };
    expect(settingsFormDefaults(withEmail, null).merchantEmails).toEqual(['public@epicerie.fr', '', '']);
  });
});
