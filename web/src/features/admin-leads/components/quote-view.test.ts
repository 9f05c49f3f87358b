import { describe, expect, it } from 'vitest';
import { searchLeads } from '../lib/lead-filters';
import { quoteView, type QuoteEntity } from './quote-view';

const quote = (customerFirstName: string, customerLastName: string, more: Partial<Record<string, string>> = {}) =>
  ({
    customerFirstName,
    customerLastName,
    customerCompany: more.company ?? null,
    serviceType: more.service ?? 'Plateaux apéritifs',
    message: more.message ?? 'Bonjour',
  }) as QuoteEntity;

const quotes = [
  quote('Hélène', 'Lefèvre', { service: 'Livraison à domicile' }),
  quote('Thomas', 'Girard', { company: 'Atelier Lumière', message: 'Des paniers gourmands' }),
  quote('Camille', 'Martin', { message: 'Un anniversaire végétarien' }),
];
const names = (query: string) =>
  searchLeads(quotes, query, quoteView.searchable).map((found) => found.customerFirstName);

describe('quote search', () => {
  it('finds a substring of the full name, ignoring case and accents', () => {
    expect(names('LEFEVRE')).toEqual(['Hélène']);
    expect(names('camille mar')).toEqual(['Camille']);
  });

  it('searches the service type, the message and the company', () => {
    expect(names('livraison')).toEqual(['Hélène']);
    expect(names('vegetarien')).toEqual(['Camille']);
    expect(names('lumiere')).toEqual(['Thomas']);
  });

  it('keeps every request for a blank query and none when nothing matches', () => {
    expect(names('  ')).toEqual(['Hélène', 'Thomas', 'Camille']);
    expect(names('mariage')).toEqual([]);
  });
});
