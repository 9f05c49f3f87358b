import { Link, Stack, Text } from '@chakra-ui/react';
import {
  formatFrenchDate,
  pickupText,
  quantityText,
  RESERVATION_STATUSES,
  type OrderBy,
  type ReservationStatus,
  orderLineText,
} from '@comptoir/core';
import { ShoppingBasket } from 'lucide-react';
import type { LeadDetail } from './lead-card';
import { ALL, seenFilter, statusFilter, type FilterValues } from '../lib/lead-filters';
import type { LeadView } from '../lib/lead-view';
import type { LeadEntity } from '../api/use-leads';
import { RESERVATION_STATUS_LABELS } from '@/components/admin/leads/reservation-status';
import { telHref } from '@/lib/tel-href';
import { pickupDayFilter } from '../lib/pickup-day-filter';

export type ReservationEntity = LeadEntity<'reservations'>;

const NUMERIC_DATE = { day: '2-digit', month: '2-digit' } as const;

export const customerName = (reservation: ReservationEntity) =>
  `${reservation.customerFirstName} ${reservation.customerLastName}`.trim();

/** '2 × Confiture de fraises — Pot de 370 g'. */
export const itemText = (reservation: ReservationEntity) =>
  `${reservation.quantity} × ${reservation.productName} — ${reservation.variantName}`;

function details(reservation: ReservationEntity): LeadDetail[] {
  const items: (LeadDetail | false)[] = [
    { label: 'Téléphone', value: <Link href={telHref(reservation.customerPhone)}>{reservation.customerPhone}</Link> },
    { label: 'Email', value: <Link href={`mailto:${reservation.customerEmail}`}>{reservation.customerEmail}</Link> },
    Boolean(reservation.priceLabel) && { label: 'Prix unitaire', value: reservation.priceLabel },
    Boolean(reservation.note) && { label: 'Note du client', value: reservation.note },
    Boolean(reservation.statusReason) && { label: 'Motif', value: reservation.statusReason },
  ];
  return items.filter((item): item is LeadDetail => item !== false);
}

const SOONEST_FIRST: readonly OrderBy[] = [
  ['pickupDate', 'asc'],
  ['pickupTime', 'asc'],
];
const LATEST_FIRST: readonly OrderBy[] = [
  ['pickupDate', 'desc'],
  ['pickupTime', 'desc'],
];

/** Coming pick-ups soonest first; every date (years of them) the latest first. */
const byPickup = (values: FilterValues) => (values[pickupDayFilter.id] === ALL ? LATEST_FIRST : SOONEST_FIRST);

/** Reservations in the shared inbox: what, how many, when it is picked up, and who. */
export const reservationView: LeadView<'reservations', ReservationStatus> = {
  collection: 'reservations',
  icon: ShoppingBasket,
  texts: {
    list: 'Réservations',
    loading: 'Chargement des réservations…',
    loadFailed: 'Impossible de charger les réservations.',
    empty: 'Aucune réservation pour l’instant',
    searchLabel: 'Rechercher une réservation',
    searchPlaceholder: 'Nom, produit, téléphone ou note',
    noMatch: (query) =>
      query
        ? `Aucune réservation ne correspond à «\u00a0${query}\u00a0»`
        : 'Aucune réservation ne correspond à ces filtres',
    unseen: (count) => {
      if (count === 0) return 'Toutes les réservations ont été vues';
      return quantityText(count, 'réservation non vue', 'réservations non vues');
    },
    seenLabels: { seen: 'Marquer comme vue', unseen: 'Marquer comme non vue' },
    seenToasts: { seen: 'Réservation marquée comme vue', unseen: 'Réservation marquée comme non vue' },
    deleteLabel: (reservation) => `Supprimer la réservation de ${customerName(reservation)}`,
    deleteQuestion: 'Êtes-vous sûr de vouloir supprimer cette réservation\u00a0?',
    deleted: 'Réservation supprimée',
    updateFailed: 'Erreur lors de la mise à jour',
    deleteFailed: 'Impossible de supprimer la réservation.',
  },
  title: customerName,
  subtitle: (reservation) => (
    <Stack gap="0.5">
      <Text fontWeight="medium">
        {orderLineText(reservation.quantity, reservation.productName, reservation.variantName)}
      </Text>
      <Text fontSize="sm">Retrait le {pickupText(reservation)}</Text>
    </Stack>
  ),
  details,
  searchable: (reservation) => [
    customerName(reservation),
    reservation.productName,
    reservation.variantName,
    reservation.customerPhone,
    reservation.customerEmail,
    reservation.note,
  ],
  filters: [
    pickupDayFilter,
    statusFilter(RESERVATION_STATUSES, RESERVATION_STATUS_LABELS),
    seenFilter({ unseen: 'Non vues', seen: 'Vues' }),
  ],
  order: byPickup,
  statuses: {
    values: RESERVATION_STATUSES,
    labels: RESERVATION_STATUS_LABELS,
    withReason: ['cancelled', 'declined'],
    of: (reservation) => reservation.status,
  },
  reply: (reservation, siteName) => ({
    to: reservation.customerEmail,
    subject: `Votre réservation — ${siteName}`,
    firstName: reservation.customerFirstName,
    quoted: [itemText(reservation), `Retrait le ${pickupText(reservation)}`, reservation.note]
      .filter(Boolean)
      .join('\n'),
  }),
  csv: {
    name: 'reservations',
    columns: [
      { header: 'Jour de retrait', value: (reservation) => formatFrenchDate(reservation.pickupDate, NUMERIC_DATE) },
      { header: 'Heure de retrait', value: (reservation) => reservation.pickupTime },
      { header: 'Prénom', value: (reservation) => reservation.customerFirstName },
      { header: 'Nom', value: (reservation) => reservation.customerLastName },
      { header: 'Téléphone', value: (reservation) => reservation.customerPhone },
      { header: 'Email', value: (reservation) => reservation.customerEmail },
      { header: 'Produit', value: (reservation) => reservation.productName },
      { header: 'Déclinaison', value: (reservation) => reservation.variantName },
      { header: 'Quantité', value: (reservation) => reservation.quantity },
      { header: 'Prix unitaire', value: (reservation) => reservation.priceLabel },
      { header: 'Note du client', value: (reservation) => reservation.note },
      { header: 'Motif', value: (reservation) => reservation.statusReason },
    ],
  },
};
