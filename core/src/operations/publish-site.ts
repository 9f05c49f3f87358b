import type { DataPort } from '../port/data-port';
import {
  deletedSiteMain,
  partPaths,
  publishedDocuments,
  publishedMainSchema,
  type PublishedEntry,
} from '../published/published-content';
import { PUBLISHED_COLLECTIONS, publishedPaths } from '../published/published-paths';
import { refs } from '../model/refs';
import { forEachAtMost } from './at-most';
import { isOffline } from './site-access';

export type PublishOutcome = 'published' | 'deleted' | 'already-newer';

const storedMain = (data: Record<string, unknown> | undefined) =>
  data ? publishedMainSchema.safeParse(data).data : undefined;

/**
 * Every public document of a site, the site's own first ('' below the site). A deactivated site's
 * is its own document alone: its pages say it is unavailable, and none of its content is served.
 */
async function readPublicEntries(db: DataPort, siteId: string): Promise<PublishedEntry[] | null> {
  const prefix = `${refs.site(siteId).path}/`;
  const site = await db.get(refs.site(siteId).path);
  if (!site) return null;
  if (isOffline(site)) return [['', site.data]];
  const collections = await Promise.all(
    Object.keys(PUBLISHED_COLLECTIONS).map((collection) => db.query(`${prefix}${collection}`)),
  );
  return [
    ['', site.data],
    ...collections.flat().map((doc): PublishedEntry => [doc.path.slice(prefix.length), doc.data]),
  ];
}

/**
 * Rebuilds a site's published documents from what it holds now. `version` is the time of the
 * write that asked for it (this reads after it): a published content at least as new stays as it
 * is (checked before reading, and again in the transaction that writes), so rebuilds finishing out
 * of order never put an older content back. A deleted site leaves a mark of its deletion.
 */
export async function publishSite(db: DataPort, siteId: string, version: Date): Promise<PublishOutcome> {
  const mainPath = publishedPaths.main(siteId);
  const before = storedMain((await db.get(mainPath))?.data);
  if (before && before.version > version) return 'already-newer';
  const entries = await readPublicEntries(db, siteId);
  return db.transaction(async (tx) => {
    const stored = storedMain((await tx.get(mainPath))?.data);
    if (stored && stored.version > version) return 'already-newer';
    const built = entries ? publishedDocuments(siteId, entries, version) : undefined;
    const keep = new Set(built?.parts.map((part) => part.path));
    for (const path of stored ? partPaths(siteId, stored.parts) : []) if (!keep.has(path)) tx.remove(path);
    if (!built) {
      tx.set(mainPath, deletedSiteMain(version));
      return 'deleted';
    }
    for (const part of built.parts) tx.set(part.path, part.data);
    tx.set(mainPath, built.main.data);
    return 'published';
  });
}

export interface Publisher {
  /** A write under the site at `changedAt`: its published documents will include it. */
  request(siteId: string, changedAt: Date): Promise<void>;
}

interface Rebuild {
  version: Date;
  done: Promise<void>;
}

/**
 * Rebuilds per site one at a time, the writes that come meanwhile folded into one more rebuild
 * after it: a batch of 300 writes (a reordered catalogue) costs two rebuilds per instance, not 300.
 */
export function createPublisher(db: DataPort, onError: (error: unknown) => void = () => undefined): Publisher {
  const running = new Map<string, Rebuild>();
  const waiting = new Map<string, Rebuild>();
  const start = (siteId: string, rebuild: { version: Date }): Promise<void> => {
    const done = publishSite(db, siteId, rebuild.version).then(
      () => undefined,
      (error: unknown) => {
        onError(error);
        throw error;
      },
    );
    const entry = { version: rebuild.version, done };
    running.set(siteId, entry);
    const finish = () => {
      if (running.get(siteId) === entry) running.delete(siteId);
    };
    done.then(finish, finish);
    return done;
  };
  return {
    request(siteId, changedAt) {
      const queued = waiting.get(siteId);
      if (queued) {
        if (changedAt > queued.version) queued.version = changedAt;
        return queued.done;
      }
      const current = running.get(siteId);
      if (!current) return start(siteId, { version: changedAt });
      // That rebuild started reading after a write at least as late as this one: it includes it.
      if (changedAt <= current.version) return current.done;
      const next: Rebuild = { version: changedAt, done: Promise.resolve() };
      next.done = current.done
        .catch(() => undefined)
        .then(() => {
          waiting.delete(siteId);
          return start(siteId, next);
        });
      waiting.set(siteId, next);
      return next.done;
    },
  };
}

/**
 * Publishes every site (after deploying the published documents, for the sites stored before them;
 * until then each is read from its collections): 8 at a time, returns how many.
 */
export async function publishEverySite(db: DataPort, version: Date): Promise<number> {
  const ids = (await db.query('sites')).map((doc) => doc.id);
  await forEachAtMost(8, ids, async (siteId) => {
    await publishSite(db, siteId, version);
  });
  return ids.length;
}
