import { Link, Text } from '@chakra-ui/react';
import { formatFrenchDate, type Entity, type QuoteStatus, type quoteRequestSchema } from '@comptoir/core';
import { LeadCard, LeadDetails, ViewedToggle, type LeadDetail } from '@/components/admin/lead-card';
import { QuoteStatusSelect } from './quote-status-select';

export type QuoteEntity = Entity<typeof quoteRequestSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const GUESTS = new Intl.NumberFormat('fr-FR');

/** The public form stores the event date as YYYY-MM-DD: 'samedi 12 avril 2025'. */
const eventDateText = (value: string) => (ISO_DATE.test(value) ? formatFrenchDate(value, { weekday: 'long' }) : value);
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function quoteName(quote: QuoteEntity): string {
  return `${quote.customerFirstName} ${quote.customerLastName}`.trim();
}

function details(quote: QuoteEntity): LeadDetail[] {
  const items: (LeadDetail | false)[] = [
    Boolean(quote.customerCompany) && { label: 'Entreprise', value: quote.customerCompany },
    { label: 'Email', value: <Link href={`mailto:${quote.customerEmail}`}>{quote.customerEmail}</Link> },
    Boolean(quote.customerPhone) && {
      label: 'Téléphone',
      value: <Link href={telHref(quote.customerPhone ?? '')}>{quote.customerPhone}</Link>,
    },
    Boolean(quote.eventDate) && { label: "Date de l'événement", value: eventDateText(quote.eventDate ?? '') },
    quote.eventGuests !== null && {
      label: "Nombre d'invités",
      value: `${GUESTS.format(quote.eventGuests)} ${quote.eventGuests > 1 ? 'personnes' : 'personne'}`,
    },
    Boolean(quote.eventBudget) && { label: 'Budget', value: quote.eventBudget },
    { label: 'Message', value: quote.message },
  ];
  return items.filter((item): item is LeadDetail => item !== false);
}

export interface QuoteCardProps {
  quote: QuoteEntity;
  busy: boolean;
  onViewed(viewed: boolean): void;
  onStatus(status: QuoteStatus): void;
}

/** A request in full: who, what, when, for how many, budget and message (spec §3). */
export function QuoteCard({ quote, busy, onViewed, onStatus }: QuoteCardProps) {
  const name = quoteName(quote);
  return (
    <LeadCard
      id={quote.id}
      unseen={!quote.isViewed}
      title={name}
      subtitle={<Text fontWeight="medium">{quote.serviceType}</Text>}
      receivedAt={quote.createdAt}
      actions={
        <>
          <QuoteStatusSelect status={quote.status} disabled={busy} onChange={onStatus} />
          <ViewedToggle
            viewed={quote.isViewed}
            labels={{ seen: 'Marquer comme vu', unseen: 'Marquer comme non vu' }}
            itemLabel={name}
            loading={busy}
            onToggle={onViewed}
          />
        </>
      }
    >
      <LeadDetails items={details(quote)} />
    </LeadCard>
  );
}
