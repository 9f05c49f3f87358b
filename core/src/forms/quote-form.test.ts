import { describe, expect, it, vi } from 'vitest';
import { ServerTimestamp } from '../port/field-values';
import { EMPTY_QUOTE_FORM, QUOTE_DATE_PAST, quoteFormSchema, toQuoteRequest, type QuoteFormInput } from './quote-form';

const VALID: QuoteFormInput = {
  ...EMPTY_QUOTE_FORM,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '06 21 45 78 12',
  service: 'Plateaux apéritifs',
  date: '2030-06-14',
  details: 'Deux plateaux pour vingt personnes.',
};

function messages(input: QuoteFormInput): Record<string, string | undefined> {
  const result = quoteFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('quote form schema', () => {
  it('gives every French message when the form is empty', () => {
    expect(messages(EMPTY_QUOTE_FORM)).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      email: 'Adresse email invalide',
      phone: 'Numéro de téléphone requis',
      service: 'Veuillez sélectionner un service',
      date: 'La date de l’événement est requise',
      details: 'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
    });
  });

  it('refuses names of one letter once trimmed', () => {
    expect(messages({ ...VALID, firstName: ' A ', lastName: 'B' })).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
    });
  });

  it('refuses a malformed email', () => {
    expect(messages({ ...VALID, email: 'camille@' })).toEqual({ email: 'Adresse email invalide' });
  });

  it('refuses details of nine characters and accepts ten', () => {
    expect(messages({ ...VALID, details: '123456789' })).toEqual({
      details: 'Veuillez fournir plus de détails sur votre projet (10 caractères minimum)',
    });
    expect(messages({ ...VALID, details: '1234567890' })).toEqual({});
  });

  it('refuses a guest count that is not a whole number', () => {
    const message = 'Indiquez le nombre d’invités en chiffres (par exemple 25)';
    expect(messages({ ...VALID, guests: 'une vingtaine' })).toEqual({ guests: message });
    expect(messages({ ...VALID, guests: '12,5' })).toEqual({ guests: message });
    expect(messages({ ...VALID, guests: '-3' })).toEqual({ guests: message });
  });

  it('refuses more than 100 000 guests', () => {
    expect(messages({ ...VALID, guests: '100001' })).toEqual({
      guests: 'Le nombre d’invités ne peut pas dépasser 100 000',
    });
  });

  it('gives a French message when a field is too long', () => {
    expect(messages({ ...VALID, budget: 'x'.repeat(101) })).toEqual({ budget: '100 caractères maximum' });
  });

  it('refuses an event date already past in Paris, and accepts today', () => {
    vi.useFakeTimers({ now: new Date('2026-03-29T22:30:00Z'), toFake: ['Date'] });
    try {
      // 23:30 UTC on the 29th is already the 30th in Paris (summer time began that night).
      expect(messages({ ...VALID, date: '2026-03-29' })).toEqual({ date: QUOTE_DATE_PAST });
      expect(messages({ ...VALID, date: '2020-06-14' })).toEqual({ date: QUOTE_DATE_PAST });
      expect(messages({ ...VALID, date: '2026-03-30' })).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts the optional fields left out', () => {
    const { company: _c, guests: _g, budget: _b, ...required } = VALID;
    expect(quoteFormSchema.parse(required)).toMatchObject({ company: '', guests: '', budget: '' });
  });
});

describe('toQuoteRequest', () => {
  it('maps the form to a new, unread request with null for empty optional fields and its address’s key', () => {
    const doc = toQuoteRequest(
      quoteFormSchema.parse({ ...VALID, firstName: '  Camille ', email: ' Camille@Example.fr ' }),
    );
    expect(doc).toEqual({
      customerFirstName: 'Camille',
      customerLastName: 'Martin',
      customerEmail: 'Camille@Example.fr',
      emailKey: 'camille@example.fr',
      customerCompany: null,
      customerPhone: '06 21 45 78 12',
      serviceType: 'Plateaux apéritifs',
      message: 'Deux plateaux pour vingt personnes.',
      eventDate: '2030-06-14',
      eventGuests: null,
      eventBudget: null,
      status: 'new',
      isViewed: false,
      createdAt: expect.any(ServerTimestamp),
    });
  });

  it('stores the guest count as an integer and keeps company and budget', () => {
    const doc = toQuoteRequest(
      quoteFormSchema.parse({ ...VALID, guests: ' 1 200 ', company: 'Atelier Lumière', budget: '700 €' }),
    );
    expect(doc).toMatchObject({ eventGuests: 1200, customerCompany: 'Atelier Lumière', eventBudget: '700 €' });
  });
});
