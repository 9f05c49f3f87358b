import { matchesSearch, type QuoteRequest } from '@comptoir/core';

type Searchable = Pick<
  QuoteRequest,
  'customerFirstName' | 'customerLastName' | 'customerCompany' | 'serviceType' | 'message'
>;

/** Spec §5: a substring of the name, service, message or company; case and accents ignored. */
export function searchQuotes<Q extends Searchable>(quotes: readonly Q[], query: string): Q[] {
  return quotes.filter((quote) =>
    matchesSearch(
      [
        `${quote.customerFirstName} ${quote.customerLastName}`,
        quote.serviceType,
        quote.message,
        quote.customerCompany ?? '',
      ],
      query,
    ),
  );
}
