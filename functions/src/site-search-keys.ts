import { changesSiteKeys, refreshSiteSearchKeys, sitesOfDomainWrite } from '@comptoir/core';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './admin';
import './config';
import { searchKeysWritten } from './logs';

async function refresh(siteId: string): Promise<void> {
  if (await refreshSiteSearchKeys(db(), siteId)) searchKeysWritten(siteId);
}

/**
 * What a site is found by in the back office (docs/architecture.md, « Searches »): written after
 * the site's creation or rename and after any write to one of its domains, whoever made it.
 * Deployed as `searchKeys-site` and `searchKeys-domain`.
 */
export const searchKeys = {
  site: onDocumentWritten('sites/{siteId}', async (event) => {
    if (changesSiteKeys(event.data?.before.data(), event.data?.after.data())) await refresh(event.params.siteId);
  }),
  domain: onDocumentWritten('domains/{host}', async (event) => {
    for (const siteId of sitesOfDomainWrite(event.data?.before.data(), event.data?.after.data())) await refresh(siteId);
  }),
};
