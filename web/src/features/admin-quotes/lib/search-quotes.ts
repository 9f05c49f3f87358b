import type { QuoteRequest } from '@comptoir/core';

type Searchable = Pick<
  QuoteRequest,
  'customerFirstName' | 'customerLastName' | 'customerCompany' | 'serviceType' | 'message'
>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr-FR');

/** Spec §5: a substring of the name, service, message or company; case and accents ignored. */
export function searchQuotes<Q extends Searchable>(quotes: readonly Q[], query: string): Q[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...quotes];
  return quotes.filter((quote) =>
    [
      `${quote.customerFirstName} ${quote.customerLastName}`,
      quote.serviceType,
      quote.message,
      quote.customerCompany ?? '',
    ].some((field) => fold(field).includes(wanted)),
  );
}
