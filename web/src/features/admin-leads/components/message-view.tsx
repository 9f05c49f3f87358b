import { Link, Text } from '@chakra-ui/react';
import { quantityText, serverTimestamp } from '@comptoir/core';
import { Mail } from 'lucide-react';
import { seenFilter } from '../lib/lead-filters';
import type { LeadView } from '../lib/lead-view';
import type { LeadEntity } from '../api/use-leads';

export type MessageEntity = LeadEntity<'contactMessages'>;

export const senderName = (message: MessageEntity) => `${message.firstName} ${message.name}`.trim();

/** Contact messages in the shared inbox: subject, sender, email and text. */
export const messageView: LeadView<'contactMessages'> = {
  collection: 'contactMessages',
  icon: Mail,
  texts: {
    list: 'Messages',
    loading: 'Chargement des messages…',
    loadFailed: 'Impossible de charger les messages.',
    empty: 'Aucun message pour l’instant',
    searchLabel: 'Rechercher un message',
    searchPlaceholder: 'Nom, sujet ou message',
    noMatch: (query) =>
      query ? `Aucun message ne correspond à «\u00a0${query}\u00a0»` : 'Aucun message ne correspond à ce filtre',
    unseen: (count) => {
      if (count === 0) return 'Tous les messages ont été lus';
      return quantityText(count, 'message non lu', 'messages non lus');
    },
    seenLabels: { seen: 'Marquer comme lu', unseen: 'Marquer comme non lu' },
    seenToasts: { seen: 'Message marqué comme lu', unseen: 'Message marqué comme non lu' },
    deleteLabel: (message) => `Supprimer le message «\u00a0${message.subject}\u00a0»`,
    deleteQuestion: 'Êtes-vous sûr de vouloir supprimer ce message\u00a0?',
    deleted: 'Message supprimé avec succès',
    updateFailed: 'Impossible de modifier le statut du message.',
    deleteFailed: 'Impossible de supprimer le message.',
  },
  title: (message) => message.subject,
  subtitle: (message) => <Text fontWeight="medium">De {senderName(message)}</Text>,
  details: (message) => [
    { label: 'Email', value: <Link href={`mailto:${message.email}`}>{message.email}</Link> },
    { label: 'Message', value: message.message },
  ],
  searchable: (message) => [senderName(message), message.subject, message.message],
  filters: [seenFilter({ unseen: 'Non lus', seen: 'Lus' })],
  reply: (message, siteName) => ({
    to: message.email,
    subject: `Re\u00a0: ${message.subject} — ${siteName}`,
    firstName: message.firstName,
    quoted: message.message,
  }),
  csv: {
    name: 'messages',
    columns: [
      { header: 'Prénom', value: (message) => message.firstName },
      { header: 'Nom', value: (message) => message.name },
      { header: 'Email', value: (message) => message.email },
      { header: 'Sujet', value: (message) => message.subject },
      { header: 'Message', value: (message) => message.message },
    ],
  },
  touch: () => ({ updatedAt: serverTimestamp() }),
};
