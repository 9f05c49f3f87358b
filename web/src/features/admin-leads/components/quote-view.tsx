import { Link, Text } from '@chakra-ui/react';
import { formatFrenchDate, groupDigits, quantityText, QUOTE_STATUSES } from '@comptoir/core';
import { FileText } from 'lucide-react';
import type { LeadDetail } from './lead-card';
import { seenFilter, statusFilter } from '../lib/lead-filters';
import type { LeadView } from '../lib/lead-view';
import type { LeadEntity } from '../api/use-leads';
import { QUOTE_STATUS_LABELS } from '@/components/admin/leads/quote-status';
import { telHref } from '@/lib/tel-href';

export type QuoteEntity = LeadEntity<'quoteRequests'>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The public form stores the event date as YYYY-MM-DD: 'samedi 12 avril 2025'. */
const eventDateText = (value: string) => (ISO_DATE.test(value) ? formatFrenchDate(value, { weekday: 'long' }) : value);
const guestsText = (guests: number) => quantityText(guests, 'personne', 'personnes');

export const quoteName = (quote: QuoteEntity): string => `${quote.customerFirstName} ${quote.customerLastName}`.trim();

function details(quote: QuoteEntity): LeadDetail[] {
  const items: (LeadDetail | false)[] = [
    Boolean(quote.customerCompany) && { label: 'Entreprise', value: quote.customerCompany },
    { label: 'Email', value: <Link href={`mailto:${quote.customerEmail}`}>{quote.customerEmail}</Link> },
    Boolean(quote.customerPhone) && {
      label: 'Téléphone',
      value: <Link href={telHref(quote.customerPhone ?? '')}>{quote.customerPhone}</Link>,
    },
    Boolean(quote.eventDate) && { label: 'Date de l’événement', value: eventDateText(quote.eventDate ?? '') },
    quote.eventGuests !== null && { label: 'Nombre d’invités', value: guestsText(quote.eventGuests) },
    Boolean(quote.eventBudget) && { label: 'Budget', value: groupDigits(quote.eventBudget ?? '') },
    { label: 'Message', value: quote.message },
  ];
  return items.filter((item): item is LeadDetail => item !== false);
}

/** Quote requests in the shared inbox: who, what, when, for how many, budget and message. */
export const quoteView: LeadView<'quoteRequests', QuoteEntity['status']> = {
  collection: 'quoteRequests',
  icon: FileText,
  texts: {
    list: 'Demandes de devis',
    loading: 'Chargement des demandes…',
    loadFailed: 'Impossible de charger les demandes de devis.',
    empty: 'Aucune demande de devis pour l’instant',
    searchLabel: 'Rechercher une demande',
    searchPlaceholder: 'Nom, prestation, message ou entreprise',
    noMatch: (query) =>
      query ? `Aucune demande ne correspond à «\u00a0${query}\u00a0»` : 'Aucune demande ne correspond à ces filtres',
    unseen: (count) => {
      if (count === 0) return 'Toutes les demandes ont été vues';
      return quantityText(count, 'demande non vue', 'demandes non vues');
    },
    seenLabels: { seen: 'Marquer comme vu', unseen: 'Marquer comme non vu' },
    seenToasts: { seen: 'Devis marqué comme vu', unseen: 'Devis marqué comme non vu' },
    deleteLabel: (quote) => `Supprimer la demande de ${quoteName(quote)}`,
    deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette demande de devis\u00a0?',
    deleted: 'Demande supprimée avec succès',
    updateFailed: 'Erreur lors de la mise à jour',
    deleteFailed: 'Impossible de supprimer la demande.',
  },
  title: quoteName,
  subtitle: (quote) => <Text fontWeight="medium">{quote.serviceType}</Text>,
  details,
  searchable: (quote) => [quoteName(quote), quote.serviceType, quote.message, quote.customerCompany ?? ''],
  filters: [statusFilter(QUOTE_STATUSES, QUOTE_STATUS_LABELS), seenFilter({ unseen: 'Non vues', seen: 'Vues' })],
  statuses: { values: QUOTE_STATUSES, labels: QUOTE_STATUS_LABELS, of: (quote) => quote.status },
  reply: (quote, siteName) => ({
    to: quote.customerEmail,
    subject: `Votre demande de devis — ${siteName}`,
    firstName: quote.customerFirstName,
    quoted: `${quote.serviceType}\n${quote.message}`,
  }),
  csv: {
    name: 'demandes-de-devis',
    columns: [
      { header: 'Prénom', value: (quote) => quote.customerFirstName },
      { header: 'Nom', value: (quote) => quote.customerLastName },
      { header: 'Entreprise', value: (quote) => quote.customerCompany },
      { header: 'Email', value: (quote) => quote.customerEmail },
      { header: 'Téléphone', value: (quote) => quote.customerPhone },
      { header: 'Prestation', value: (quote) => quote.serviceType },
      { header: 'Date de l’événement', value: (quote) => quote.eventDate },
      { header: 'Invités', value: (quote) => quote.eventGuests },
      { header: 'Budget', value: (quote) => quote.eventBudget },
      { header: 'Message', value: (quote) => quote.message },
    ],
  },
};
