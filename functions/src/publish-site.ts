import { PUBLISHED_COLLECTIONS, createPublisher, onlySearchKeysChanged, type Publisher } from '@comptoir/core';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import './config';
import { worthRetrying } from './retry-policy';

// One per instance: writes arriving during a rebuild of their site fold into one more.
let publisher: ReturnType<typeof createPublisher> | undefined;
const publisherOf = () =>
  (publisher ??= createPublisher(db(), (error) => logger.error('publishFailed', { error: String(error) })));

/**
 * Rebuilds a site's published documents after a write at `time`. A rebuild that Firestore failed for
 * a moment fails the trigger, which runs again (`retry`): without it the public pages would show the
 * site as it was until its next write. Running it again is safe: an older rebuild never overwrites
 * a newer one. Any other failure is logged (by the publisher) and dropped.
 */
export async function republish(publisher: Pick<Publisher, 'request'>, siteId: string, time: string): Promise<void> {
  await publisher.request(siteId, new Date(time)).catch((error: unknown) => {
    if (worthRetrying(error, time)) throw error;
  });
}

/**
 * A write to `document` (under sites/{siteId}) rebuilds the site's published documents; the site's
 * search keys alone are not published.
 */
const republishOn = (document: string) =>
  onDocumentWritten({ document, retry: true }, async (event) => {
    const { siteId } = event.params as Record<string, string | undefined>;
    if (onlySearchKeysChanged(event.data?.before.data(), event.data?.after.data())) return;
    if (siteId) await republish(publisherOf(), siteId, event.time);
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
