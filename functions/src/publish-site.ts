import { PUBLISHED_COLLECTIONS, createPublisher } from '@comptoir/core';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import './config';

// One per instance: writes arriving during a rebuild of their site fold into one more.
let publisher: ReturnType<typeof createPublisher> | undefined;
const publisherOf = () =>
  (publisher ??= createPublisher(db(), (error) => logger.error('publishFailed', { error: String(error) })));

/** A write to `document` (under sites/{siteId}) rebuilds the site's published documents. */
const republishOn = (document: string) =>
  onDocumentWritten(document, async (event) => {
    const { siteId } = event.params as Record<string, string | undefined>;
    if (siteId) await publisherOf().request(siteId, new Date(event.time));
  });

/**
 * The published documents a public page reads (docs/architecture.md, « Published pages »): one
 * trigger for the site document and one per public collection (a trigger on every collection would
 * also run for each lead, and for each audience count). Deployed as `publish-site`, `publish-products`, …
 */
export const publish = {
  site: republishOn('sites/{siteId}'),
  ...Object.fromEntries(
    Object.keys(PUBLISHED_COLLECTIONS).map((collection) => [
      collection,
      republishOn(`sites/{siteId}/${collection}/{docId}`),
    ]),
  ),
};
