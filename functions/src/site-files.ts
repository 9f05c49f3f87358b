import type { SiteFilesPort } from '@comptoir/core';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';

/**
 * A site's images in the default bucket. In the Functions emulator without the Storage emulator
 * (these machines cannot run it) there is no bucket to reach: nothing is deleted, and the log says so.
 */
export const siteFiles: SiteFilesPort = {
  async deleteSiteFiles(siteId) {
    if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      logger.warn('Storage emulator not running: site files left alone', { siteId });
      return 0;
    }
    const bucket = getStorage(getApps()[0] ?? initializeApp()).bucket();
    const prefix = `sites/${siteId}/`;
    const [files] = await bucket.getFiles({ prefix });
    await bucket.deleteFiles({ prefix });
    return files.length;
  },
};
