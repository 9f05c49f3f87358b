import {
  PAGE_SCHEMAS,
  SITE_COLLECTIONS,
  contactMessageSchema,
  quoteRequestSchema,
  reservationSchema,
  siteSchema,
  sitePrivateSchema,
  type OrderedCollection,
  type PlanId,
} from '@comptoir/core';
import { reservationData } from '@comptoir/core/testing';
import { serverTimestamp } from 'firebase/firestore';
import { OTHER_SITE, SITE, UIDS } from './rules';

type Data = Record<string, unknown>;

export const AT = new Date('2025-03-12T10:00:00.000Z');
export const long = (size: number) => 'x'.repeat(size);

/** Documents as the app writes them: the zod output, every default filled (core/src/model/repo.ts). */
export const siteDoc = (ownerId: string | null, name = 'Épicerie du Marché', plan: PlanId = 'expert'): Data =>
  siteSchema.parse({ name, ownerId, plan, createdAt: AT, updatedAt: AT });

export const privateSettings = (): Data =>
  sitePrivateSchema.parse({ senderEmail: 'notifications@epicerie.fr', merchantEmails: ['bonjour@epicerie.fr'] });

/** Both sites with their owners, the starting point of every rules case. */
export const sites = (): Record<string, Data> => ({
  [`sites/${SITE}`]: siteDoc(UIDS.owner),
  [`sites/${OTHER_SITE}`]: siteDoc(UIDS.otherOwner, 'Traiteur Saveurs'),
  [`sites/${SITE}/private/settings`]: privateSettings(),
});

/** A visitor's quote request exactly as the quote form writes it (server timestamp included). */
export const newQuoteRequest = (overrides: Data = {}): Data => ({
  ...quoteRequestSchema.parse({
    customerFirstName: 'Camille',
    customerLastName: 'Martin',
    customerEmail: 'camille@example.fr',
    emailKey: 'camille@example.fr',
    customerPhone: '06 21 45 78 12',
    serviceType: 'Plateaux',
    message: 'Deux plateaux pour vingt personnes, samedi.',
    eventDate: '2025-04-05',
    eventGuests: 20,
    eventBudget: '250 €',
    createdAt: AT,
  }),
  createdAt: serverTimestamp(),
  ...overrides,
});

export const storedQuoteRequest = (): Data => ({ ...newQuoteRequest(), createdAt: AT });

export const newContactMessage = (overrides: Data = {}): Data => ({
  ...contactMessageSchema.parse({
    firstName: 'Hélène',
    name: 'Lefèvre',
    email: 'helene@example.fr',
    emailKey: 'helene@example.fr',
    subject: 'Horaires de Noël',
    message: 'Serez-vous ouverts le 24 au soir ?',
    createdAt: AT,
    updatedAt: AT,
  }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

export const storedContactMessage = (): Data => ({ ...newContactMessage(), createdAt: AT, updatedAt: AT });

/** A visitor's reservation exactly as the product dialog writes it (server timestamp included). */
export const newReservation = (overrides: Data = {}): Data => ({
  ...reservationSchema.parse(reservationData({ createdAt: AT, note: 'Deux pots emballés séparément, merci.' })),
  createdAt: serverTimestamp(),
  ...overrides,
});

export const storedReservation = (): Data => ({ ...newReservation(), createdAt: AT });

export interface ContentFixture {
  /** A valid document, as the back office saves it. */
  valid: Data;
  /** A valid change an owner makes. */
  change: Data;
  /** Changes the rules must refuse: a value over its size limit and a value of the wrong shape. */
  oversized: Data;
  invalid: Data;
}

const parse = (collection: keyof typeof SITE_COLLECTIONS, input: Data): Data =>
  SITE_COLLECTIONS[collection].parse(input) as Data;

/** Every content collection (public read, owner/admin write), with its valid and invalid payloads. */
export const CONTENT: Record<OrderedCollection | 'specialPeriods', ContentFixture> = {
  reassuranceItems: {
    valid: parse('reassuranceItems', {
      title: 'Produits locaux',
      description: 'À moins de 150 km.',
      iconName: 'heart',
    }),
    change: { orderIndex: 2 },
    oversized: { title: long(201) },
    invalid: { iconName: 'skull' },
  },
  journeySteps: {
    valid: parse('journeySteps', { title: '1998', description: 'Ouverture de la boutique.' }),
    change: { title: '1999' },
    oversized: { description: long(5001) },
    invalid: { title: '' },
  },
  values: {
    valid: parse('values', { title: 'Proximité', description: 'Des producteurs voisins.', iconName: 'leaf' }),
    change: { iconName: 'globe' },
    oversized: { description: long(1001) },
    invalid: { iconName: 'bomb' },
  },
  teamMembers: {
    valid: parse('teamMembers', {
      name: 'Claire',
      role: 'Fondatrice',
      bio: 'Épicière depuis 20 ans.',
      imageUrl: 'https://cdn.example/claire.webp',
    }),
    change: { role: 'Gérante' },
    oversized: { bio: long(1001) },
    invalid: { imageUrl: 'javascript:alert(1)' },
  },
  partners: {
    valid: parse('partners', {
      name: 'Ferme des Monts',
      description: 'Fromages',
      images: ['https://cdn.example/ferme.webp'],
    }),
    change: { longDescription: 'Depuis trois générations.' },
    oversized: { longDescription: long(5001) },
    invalid: { images: Array.from({ length: 13 }, () => 'https://cdn.example/x.webp') },
  },
  testimonials: {
    valid: parse('testimonials', {
      customerName: 'Marie D.',
      customerInitials: 'MD',
      text: 'Excellent accueil.',
      rating: 5,
    }),
    change: { rating: 4 },
    oversized: { customerInitials: 'ABCDE' },
    invalid: { rating: 6 },
  },
  faqs: {
    valid: parse('faqs', { question: 'Livrez-vous ?', answer: 'Oui, le mardi.' }),
    change: { answer: 'Oui, le mardi et le vendredi.' },
    oversized: { question: long(201) },
    invalid: { orderIndex: -1 },
  },
  serviceCategories: {
    valid: parse('serviceCategories', { name: 'Plateaux', title: 'Nos plateaux', description: 'Pour vos apéritifs.' }),
    change: { images: ['https://cdn.example/plateau.webp'] },
    oversized: { description: long(5001) },
    invalid: { images: 'https://cdn.example/plateau.webp' },
  },
  productCategories: {
    valid: parse('productCategories', { name: 'Fromages', description: 'Affinés sur place.' }),
    change: { isActive: false },
    oversized: { name: long(101) },
    invalid: { isActive: 'oui' },
  },
  products: {
    valid: parse('products', {
      name: 'Miel de lavande',
      nameKey: 'miel de lavande',
      variants: [{ id: 'v1', name: '250 g', price: 6.5, priceUnit: '' }],
      price: 6.5,
      createdAt: AT,
      updatedAt: AT,
    }),
    change: { isFeatured: true, updatedAt: serverTimestamp() },
    oversized: { name: long(101) },
    invalid: { price: -1 },
  },
  events: {
    valid: parse('events', { title: 'Dégustation de fromages', date: '12 mars 2025' }),
    change: { description: 'Avec Julien, notre affineur.' },
    oversized: { title: long(201) },
    invalid: { orderIndex: 'premier' },
  },
  specialPeriods: {
    valid: parse('specialPeriods', { title: 'Noël', startDate: '2025-12-24', endDate: '2025-12-26' }),
    change: { isPeriodClosed: true },
    oversized: { title: long(201) },
    invalid: { startDate: 'demain' },
  },
};

/** The pages of a site, with the same kinds of payload. */
export const PAGES: Record<keyof typeof PAGE_SCHEMAS, ContentFixture> = {
  home: {
    valid: PAGE_SCHEMAS.home.parse({
      heroTitle: 'Le meilleur du terroir',
      heroImageUrl: 'https://cdn.example/hero.webp',
    }),
    change: { heroSubtitle: 'Au cœur de Lyon' },
    oversized: { heroTitle: long(201) },
    invalid: { heroImageUrl: 'javascript:alert(1)' },
  },
  about: {
    valid: PAGE_SCHEMAS.about.parse({ storyDescription: 'Une histoire de famille.' }),
    change: { storyDescription: 'Depuis 1998.' },
    oversized: { storyDescription: long(5001) },
    invalid: { storyDescription: 42 },
  },
  services: {
    valid: PAGE_SCHEMAS.services.parse({ title: 'Nos prestations' }),
    change: { description: 'Plateaux et paniers.' },
    oversized: { title: long(201) },
    invalid: { title: null },
  },
  hours: {
    valid: PAGE_SCHEMAS.hours.parse({
      week: [
        { dayOfWeek: 1, morningOpen: '09:00', morningClose: '12:30', afternoonOpen: '14:00', afternoonClose: '19:00' },
      ],
    }),
    change: { week: [{ dayOfWeek: 0, isClosed: true }] },
    oversized: { week: Array.from({ length: 8 }, (_, dayOfWeek) => ({ dayOfWeek: dayOfWeek % 7 })) },
    invalid: { week: [{ dayOfWeek: 9 }] },
  },
  policies: {
    valid: PAGE_SCHEMAS.policies.parse({ leadRetentionMonths: 12, terms: 'Retrait sous 48 heures.' }),
    change: { leadRetentionMonths: 24 },
    oversized: { terms: long(20_001) },
    invalid: { leadRetentionMonths: 5 },
  },
  ardoise: {
    valid: PAGE_SCHEMAS.ardoise.parse({ title: 'Blanquette de veau', price: 12.5, date: '2026-11-28', until: '14:00' }),
    change: { price: null },
    oversized: { title: long(121) },
    invalid: { until: '25:00' },
  },
};

/** A document as a client creates it: the rules want the server's time in createdAt and updatedAt. */
export function stampedNow(data: Data): Data {
  const stamped: Data = { ...data };
  for (const key of ['createdAt', 'updatedAt']) if (key in stamped) stamped[key] = serverTimestamp();
  return stamped;
}
