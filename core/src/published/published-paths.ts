import { segment } from '../model/refs';

/**
 * A site's public content, kept in a few documents (`published/{siteId}` and its `parts`) rebuilt
 * by a trigger on every write under the site, so that a public page reads one or two documents
 * instead of every collection (docs/architecture.md, « Published pages »).
 *
 * Two groups: the catalogue (the products page, the home's highlights) apart from the rest, so a
 * page without products never reads it.
 */
export type PublishedGroup = 'site' | 'catalogue';

/** Every collection under a site that anyone may read, by the group it is published in. */
export const PUBLISHED_COLLECTIONS = {
  pages: 'site',
  specialPeriods: 'site',
  reassuranceItems: 'site',
  journeySteps: 'site',
  values: 'site',
  teamMembers: 'site',
  partners: 'site',
  testimonials: 'site',
  faqs: 'site',
  serviceCategories: 'site',
  events: 'site',
  // A season's pre-orders: its page, the menu and the home's teaser show while it is open (stock is read live).
  campaigns: 'site',
  productCategories: 'catalogue',
  products: 'catalogue',
} as const satisfies Record<string, PublishedGroup>;
export type PublishedCollection = keyof typeof PUBLISHED_COLLECTIONS;

export const PUBLISHED_GROUPS: readonly PublishedGroup[] = ['site', 'catalogue'];

export const publishedPaths = {
  /** The group « site » (its first part) and what every reader needs first: version, parts. */
  main: (siteId: string) => `published/${segment(siteId)}`,
  /** The other parts: the catalogue's, and the site group's past its first. */
  part: (siteId: string, group: PublishedGroup, index: number) =>
    `published/${segment(siteId)}/parts/${group}-${index}`,
};

const SITE_PATH = /^sites\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?$/;

/**
 * Where a path a public page reads is published: the site document, a public collection, or one of
 * its documents. null: read as it is (a private collection, a subcollection, another root).
 */
export function publishedPlace(path: string): { siteId: string; group: PublishedGroup } | null {
  const match = SITE_PATH.exec(path);
  if (!match?.[1]) return null;
  const [, siteId, collection] = match;
  if (collection === undefined) return { siteId, group: 'site' };
  const group = (PUBLISHED_COLLECTIONS as Record<string, PublishedGroup | undefined>)[collection];
  return group ? { siteId, group } : null;
}
