import { reservationData } from '../../testing/reservation';
import type { Data } from '../../port/data-port';

export const SITE = 'epicerie';
export const OWNER = 'owner-1';
export const RECEIVED = new Date('2025-03-12T13:05:00.000Z');

export const siteDocs = (settings: Data = {}): Record<string, Data> => ({
  [`sites/${SITE}`]: { name: 'Épicerie du Marché', ownerId: OWNER, createdAt: RECEIVED, updatedAt: RECEIVED },
  [`sites/${SITE}/private/settings`]: {
    senderEmail: 'notifications@epicerie.fr',
    merchantEmails: ['bonjour@epicerie.fr', '', 'claire@epicerie.fr'],
    ...settings,
  },
  [`sites/${SITE}/private/recipients`]: { confirmed: ['bonjour@epicerie.fr', 'claire@epicerie.fr'] },
  [`sites/other`]: { name: 'Traiteur', ownerId: 'owner-2', createdAt: RECEIVED, updatedAt: RECEIVED },
});

export const quote = (overrides: Data = {}): Data => ({
  customerFirstName: 'Camille',
  customerLastName: 'Martin',
  customerEmail: 'camille.martin@example.fr',
  customerCompany: null,
  customerPhone: '06 21 45 78 12',
  serviceType: 'Plateaux apéritifs',
  message: 'Deux plateaux pour 20 personnes.\nSamedi vers 17 h\u00a0?',
  eventDate: '2025-04-05',
  eventGuests: 22,
  eventBudget: '250 €',
  status: 'new',
  isViewed: false,
  createdAt: RECEIVED,
  ...overrides,
});

export const contact = (overrides: Data = {}): Data => ({
  firstName: 'Hélène',
  name: 'Lefèvre',
  email: 'helene@example.fr',
  subject: 'Horaires de Noël',
  message: 'Serez-vous ouverts le 24 au soir\u00a0?',
  isViewed: false,
  createdAt: RECEIVED,
  updatedAt: RECEIVED,
  ...overrides,
});

export const reservation = (overrides: Data = {}): Data => reservationData({ createdAt: RECEIVED, ...overrides });
