import {
  fromPromise,
  platformDetailsRef,
  refs,
  requestSiteIn,
  watchCatalogue,
  watchDoc,
  watchPublishedSite,
  type DataPort,
  type Platform,
  type Stream,
  type VisitedHost,
} from '@comptoir/core';
import { requestSiteKey } from './request-site';

/** One public read: its key in the live cache and its source, the same for a route's loader and a page's hook. */
export interface PublicRead<T> {
  key: string;
  source: () => Stream<T>;
}

/** Every read a public page makes (docs/architecture.md, « Public pages »). */
export const publicReads = {
  /** Which site the visited host and `?site=` name. */
  requestSite: (db: DataPort, visit: VisitedHost, platform: Platform) => ({
    key: requestSiteKey(visit),
    source: () => fromPromise(() => requestSiteIn(db, visit, platform)),
  }),
  /** The site and everything its pages show but the catalogue: one or two published documents. */
  site: (db: DataPort, siteId: string) => ({
    key: `published:site:${siteId}`,
    source: () => watchPublishedSite(db, siteId),
  }),
  catalogue: (db: DataPort, siteId: string) => ({
    key: `published:catalogue:${siteId}`,
    source: () => watchCatalogue(db, siteId),
  }),
  /** A campaign's places taken per day: written by the server as orders come, so read live, not published. */
  campaignStock: (db: DataPort, siteId: string, campaignId: string) => {
    const ref = refs.item(siteId, 'campaignStock', campaignId);
    return { key: `doc:${ref.path}`, source: () => watchDoc(db, ref) };
  },
  /** The platform's details (its own legal pages, the hosting part of a shop's). */
  platformDetails: (db: DataPort) => {
    const ref = platformDetailsRef();
    return { key: `doc:${ref.path}`, source: () => watchDoc(db, ref) };
  },
} satisfies Record<string, (...args: never[]) => PublicRead<unknown>>;
