import { DIRECT, OTHER_SOURCES, SHOP_PAGES } from '@comptoir/core';

/** The French names of what « Statistiques » counts (an unknown key shows as stored). */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.values(SHOP_PAGES).map(({ key, label }) => [key, label])),
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
