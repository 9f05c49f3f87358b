import type { z } from 'zod';
import {
  eventSchema,
  faqSchema,
  journeyStepSchema,
  participantSchema,
  partnerSchema,
  reassuranceItemSchema,
  serviceCategorySchema,
  teamMemberSchema,
  testimonialSchema,
  valueSchema,
} from './content';
import { domainSchema } from './domain';
import { specialPeriodSchema } from './hours';
import { contactMessageSchema, notificationSchema, quoteRequestSchema } from './leads';
import { reservationSchema } from './reservations';
import { campaignSchema, campaignStockSchema, orderSchema } from './orders';
import { PAGE_SCHEMAS, type PageName } from './pages';
import { productCategorySchema, productSchema } from './products';
import { siteSchema, sitePrivateSchema } from './site';
import { userSchema } from './user';

export type DocSchema = z.ZodObject;

export interface DocRef<S extends DocSchema = DocSchema> {
  readonly kind: 'doc';
  readonly path: string;
  readonly schema: S;
}

export interface CollectionRef<S extends DocSchema = DocSchema> {
  readonly kind: 'collection';
  readonly path: string;
  readonly schema: S;
}

/** Every collection under sites/{siteId}, with its document schema. */
export const SITE_COLLECTIONS = {
  reassuranceItems: reassuranceItemSchema,
  journeySteps: journeyStepSchema,
  values: valueSchema,
  teamMembers: teamMemberSchema,
  partners: partnerSchema,
  testimonials: testimonialSchema,
  faqs: faqSchema,
  serviceCategories: serviceCategorySchema,
  productCategories: productCategorySchema,
  products: productSchema,
  events: eventSchema,
  specialPeriods: specialPeriodSchema,
  quoteRequests: quoteRequestSchema,
  contactMessages: contactMessageSchema,
  reservations: reservationSchema,
  campaigns: campaignSchema,
  campaignStock: campaignStockSchema,
  orders: orderSchema,
  notifications: notificationSchema,
} as const;
export type SiteCollection = keyof typeof SITE_COLLECTIONS;

/** Collections ordered by `orderIndex` that owners reorder. */
export const ORDERED_COLLECTIONS = [
  'reassuranceItems',
  'journeySteps',
  'values',
  'teamMembers',
  'partners',
  'testimonials',
  'faqs',
  'serviceCategories',
  'productCategories',
  'products',
  'events',
] as const satisfies readonly SiteCollection[];
export type OrderedCollection = (typeof ORDERED_COLLECTIONS)[number];

/** Ids come from URLs and forms: refuse anything that would change the path. */
export function segment(id: string): string {
  if (id === '' || id === '.' || id === '..' || id.includes('/') || id.length > 1500) {
    throw new Error(`Identifiant invalide\u00a0: «\u00a0${id}\u00a0»`);
  }
  return id;
}

export const doc = <S extends DocSchema>(path: string, schema: S): DocRef<S> => ({ kind: 'doc', path, schema });
export const collection = <S extends DocSchema>(path: string, schema: S): CollectionRef<S> => ({
  kind: 'collection',
  path,
  schema,
});

export const refs = {
  users: () => collection('users', userSchema),
  user: (uid: string) => doc(`users/${segment(uid)}`, userSchema),
  domains: () => collection('domains', domainSchema),
  domain: (host: string) => doc(`domains/${segment(host)}`, domainSchema),
  sites: () => collection('sites', siteSchema),
  site: (siteId: string) => doc(`sites/${segment(siteId)}`, siteSchema),
  sitePrivate: (siteId: string) => doc(`sites/${segment(siteId)}/private/settings`, sitePrivateSchema),
  page: <P extends PageName>(siteId: string, page: P) =>
    doc(`sites/${segment(siteId)}/pages/${page}`, PAGE_SCHEMAS[page]),
  collection: <C extends SiteCollection>(siteId: string, name: C) =>
    collection(`sites/${segment(siteId)}/${name}`, SITE_COLLECTIONS[name]),
  item: <C extends SiteCollection>(siteId: string, name: C, id: string) =>
    doc(`sites/${segment(siteId)}/${name}/${segment(id)}`, SITE_COLLECTIONS[name]),
  participant: (siteId: string, eventId: string, uid: string) =>
    doc(`sites/${segment(siteId)}/events/${segment(eventId)}/participants/${segment(uid)}`, participantSchema),
};
