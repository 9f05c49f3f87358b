import { describe, expect, it } from 'vitest';
import { ServerTimestamp } from '../port/field-values';
import { contactFormSchema, EMPTY_CONTACT_FORM, toContactMessage } from './contact-form';

const VALID = {
  firstName: 'Léa',
  name: 'Dubois',
  email: 'lea@example.fr',
  subject: 'Horaires du dimanche',
  message: 'Êtes-vous ouverts dimanche prochain ?',
};

function messages(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact form schema', () => {
  it('requires every field with a French message', () => {
    expect(messages(EMPTY_CONTACT_FORM)).toEqual({
      firstName: 'Veuillez indiquer votre prénom',
      name: 'Veuillez indiquer votre nom',
      email: 'Veuillez indiquer votre adresse email',
      subject: 'Veuillez indiquer l’objet de votre message',
      message: 'Veuillez écrire votre message',
    });
  });

  it('treats blank text as missing', () => {
    expect(messages({ ...VALID, subject: '   ' })).toEqual({ subject: 'Veuillez indiquer l’objet de votre message' });
  });

  it('refuses a malformed email', () => {
    expect(messages({ ...VALID, email: 'lea.example.fr' })).toEqual({ email: 'Adresse email invalide' });
  });

  it('accepts a complete message', () => {
    expect(messages(VALID)).toEqual({});
  });
});

describe('toContactMessage', () => {
  it('maps the form to an unread message timestamped by the server', () => {
    expect(toContactMessage(contactFormSchema.parse({ ...VALID, name: ' Dubois ' }))).toEqual({
      ...VALID,
      emailKey: 'lea@example.fr',
      isViewed: false,
      createdAt: expect.any(ServerTimestamp),
      updatedAt: expect.any(ServerTimestamp),
    });
  });
});
