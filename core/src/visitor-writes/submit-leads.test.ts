import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { refs } from '../model/refs';
import { getCollection } from '../model/repo';
import { EMPTY_QUOTE_FORM } from '../forms/quote-form';
import { submitContactMessage } from './submit-contact-message';
import { submitQuoteRequest } from './submit-quote-request';

const NOW = new Date('2026-11-22T10:30:00Z');
const VISITOR = 'visitor-1';
const open = () => LocalStore.open(new MemoryPersistence(), { now: () => NOW });

const QUOTE = {
  ...EMPTY_QUOTE_FORM,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '06 21 45 78 12',
  service: 'Autre',
  date: '2030-06-14',
  guests: '22',
  details: 'Un buffet pour mes quarante ans.',
};

describe('submitQuoteRequest', () => {
  it("stores a new, unread request in the site's quoteRequests", async () => {
    const db = await open();
    const id = await submitQuoteRequest(db, VISITOR, 'epicerie-du-marche', QUOTE);
    const [stored] = await getCollection(db, refs.collection('epicerie-du-marche', 'quoteRequests'));
    expect(stored).toEqual({
      id,
      customerFirstName: 'Camille',
      customerLastName: 'Martin',
      customerEmail: 'camille@example.fr',
      emailKey: 'camille@example.fr',
      customerCompany: null,
      customerPhone: '06 21 45 78 12',
      serviceType: 'Autre',
      message: 'Un buffet pour mes quarante ans.',
      eventDate: '2030-06-14',
      eventGuests: 22,
      eventBudget: null,
      status: 'new',
      isViewed: false,
      ownerNote: '',
      createdAt: NOW,
    });
  });

  it('stores nothing when the form is invalid', async () => {
    const db = await open();
    await expect(submitQuoteRequest(db, VISITOR, 'epicerie-du-marche', { ...QUOTE, details: 'Court' })).rejects.toThrow(
      'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
    );
    expect(await getCollection(db, refs.collection('epicerie-du-marche', 'quoteRequests'))).toEqual([]);
  });
});

describe('submitContactMessage', () => {
  const MESSAGE = {
    firstName: 'Léa',
    name: 'Dubois',
    email: 'lea@example.fr',
    subject: 'Horaires',
    message: 'Êtes-vous ouverts dimanche ?',
  };

  it("stores an unread message in the site's contactMessages", async () => {
    const db = await open();
    const id = await submitContactMessage(db, VISITOR, 'traiteur-saveurs', MESSAGE);
    expect(await getCollection(db, refs.collection('traiteur-saveurs', 'contactMessages'))).toEqual([
      { id, ...MESSAGE, emailKey: 'lea@example.fr', isViewed: false, ownerNote: '', createdAt: NOW, updatedAt: NOW },
    ]);
  });

  it('stores nothing when a field is missing', async () => {
    const db = await open();
    await expect(submitContactMessage(db, VISITOR, 'traiteur-saveurs', { ...MESSAGE, email: '' })).rejects.toThrow(
      'Veuillez indiquer votre adresse email',
    );
    expect(await getCollection(db, refs.collection('traiteur-saveurs', 'contactMessages'))).toEqual([]);
  });
});
