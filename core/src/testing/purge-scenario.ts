import type { Data } from '../port/data-port';

/** The clean-up's clock: every date below is long before the tests' own data. */
export const PURGE_NOW = new Date('2023-06-01T03:30:00.000Z');

const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const site = (name: string): Data => ({
  name,
  ownerId: null,
  createdAt: at('2019-01-01'),
  updatedAt: at('2019-01-01'),
});
const quote = (createdAt: string): Data => ({ customerEmail: 'camille@example.fr', createdAt: at(createdAt) });
const message = (createdAt: string, updatedAt: string): Data => ({
  email: 'camille@example.fr',
  createdAt: at(createdAt),
  updatedAt: at(updatedAt),
});
const reservation = (createdAt: string): Data => ({ customerEmail: 'camille@example.fr', createdAt: at(createdAt) });
const log = (leadId: string): Data => ({ kind: 'quoteRequest', status: 'logged', leadId, createdAt: at('2022-11-01') });

/**
 * Two shops (one keeping requests 6 months, one with no setting: 3 years), the platform's shop
 * requests and visitors' counters, each with a document just past its retention and one within it.
 */
export const PURGE_DOCS: Record<string, Data> = {
  'sites/purge-a': site('Six mois'),
  'sites/purge-a/pages/policies': { leadRetentionMonths: 6, terms: '' },
  'sites/purge-a/quoteRequests/old': quote('2022-11-30'),
  'sites/purge-a/quoteRequests/recent': quote('2022-12-02'),
  'sites/purge-a/contactMessages/old': message('2022-01-10', '2022-11-15'),
  'sites/purge-a/contactMessages/answered-lately': message('2022-01-10', '2023-02-01'),
  'sites/purge-a/reservations/old': reservation('2022-11-30'),
  'sites/purge-a/reservations/recent': reservation('2022-12-02'),
  'sites/purge-a/orders/old': reservation('2022-11-30'),
  'sites/purge-a/orders/recent': reservation('2022-12-02'),
  'sites/purge-a/notifications/evt-old': log('old'),
  'sites/purge-a/notifications/evt-recent': log('recent'),
  'sites/purge-b': site('Trois ans'),
  'sites/purge-b/quoteRequests/old': quote('2020-05-30'),
  'sites/purge-b/quoteRequests/recent': quote('2020-06-02'),
  'prospects/purge-old': { email: 'shop@example.fr', createdAt: at('2020-05-30') },
  'prospects/purge-recent': { email: 'shop@example.fr', createdAt: at('2020-06-02') },
  'visitorQuotas/purge-old': { dayStart: at('2023-05-29'), dayCount: 1 },
  'visitorQuotas/purge-recent': { dayStart: at('2023-05-30'), dayCount: 1 },
  'addressQuotas/purge-old': { dayStart: at('2023-05-29'), count: 3 },
  'addressQuotas/purge-recent': { dayStart: at('2023-05-30'), count: 1 },
};

export const PURGED = [
  'sites/purge-a/quoteRequests/old',
  'sites/purge-a/contactMessages/old',
  'sites/purge-a/reservations/old',
  'sites/purge-a/orders/old',
  'sites/purge-a/notifications/evt-old',
  'sites/purge-b/quoteRequests/old',
  'prospects/purge-old',
  'visitorQuotas/purge-old',
  'addressQuotas/purge-old',
];

export const KEPT = Object.keys(PURGE_DOCS).filter((path) => !PURGED.includes(path));
