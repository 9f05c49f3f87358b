import { DIRECT, OTHER_SOURCES } from '@comptoir/core';

/** The French names of what « Statistiques » counts (an unknown key shows as stored). */
const LABELS: Record<string, string> = {
  accueil: 'Accueil',
  produits: 'Produits',
  prestations: 'Prestations',
  'a-propos': 'À propos',
  contact: 'Contact',
  ardoise: 'L’ardoise du jour',
  commandes: 'Commandes de fêtes',
  'mentions-legales': 'Mentions légales',
  confidentialite: 'Confidentialité',
  'conditions-generales': 'Conditions générales',
  [DIRECT]: 'Accès direct',
  [OTHER_SOURCES]: 'Autres',
  phone: 'Téléphone',
  tablet: 'Tablette',
  computer: 'Ordinateur',
  call: 'Appels',
  directions: 'Itinéraires',
  email: 'Emails',
  social: 'Réseaux sociaux',
  quote: 'Demandes de devis',
  message: 'Messages',
  reservation: 'Réservations',
  join: 'Participations à un événement',
};

export const audienceLabel = (key: string): string => LABELS[key] ?? key;
