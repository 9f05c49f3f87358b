import { combineStreams } from '../port/combine-streams';
import type { Data, DataPort, Doc, QuerySpec } from '../port/data-port';
import { createStream, type Stream, type Unsubscribe } from '../port/stream';
import { lastSegment, runQuery } from '../local/query';
import { decodeEntries, publishedMainSchema, publishedPartSchema } from './published-content';
import { publishedPaths, publishedPlace, type PublishedGroup } from './published-paths';
import { sharedStream } from './shared-stream';

/** A group as read: its documents by full path, or `null` when the site has no published documents yet. */
type GroupView = ReadonlyMap<string, Data> | null;

export interface PublishedReadsPort extends DataPort {
  /**
   * Reads these groups of the site now and holds them for the port's life: every later watch of
   * their documents answers at once (the server renders a page in one pass).
   */
  preload(siteId: string, groups: readonly PublishedGroup[]): Promise<void>;
}

const PUBLISHED_READS = Symbol('publishedReads');

const isPublishedReads = (db: DataPort): db is PublishedReadsPort => PUBLISHED_READS in db;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);

/**
 * A port whose live reads of a site's public documents (the site, its pages, its content and
 * catalogue) come from the site's published documents: one or two documents for a whole page,
 * one listener per document however many queries read it. Everything else — one-shot reads,
 * writes, private collections — goes to `db` as it is; so do a site's reads while it has no
 * published documents yet (a site created before they existed, until its next change).
 * A port that already reads them is returned as it is (the server's, preloaded, reaches the pages).
 */
export function publishedReads(db: DataPort): PublishedReadsPort {
  if (isPublishedReads(db)) return db;
  const docs = new Map<string, Stream<Doc | null>>();
  const watchPublished = (path: string) => {
    let stream = docs.get(path);
    if (!stream) docs.set(path, (stream = sharedStream(() => db.watchDoc(path))));
    return stream;
  };
  const decoded = new Map<string, { content: string; entries: [string, Data][] }>();
  const entriesOf = (siteId: string, path: string, content: string) => {
    const kept = decoded.get(path);
    if (kept?.content === content) return kept.entries;
    const entries = decodeEntries(content).map(([relative, data]): [string, Data] => [
      relative ? `sites/${siteId}/${relative}` : `sites/${siteId}`,
      data,
    ]);
    decoded.set(path, { content, entries });
    return entries;
  };

  const groups = new Map<string, Stream<GroupView>>();
  const watchGroup = (siteId: string, group: PublishedGroup): Stream<GroupView> => {
    const key = `${siteId}/${group}`;
    let stream = groups.get(key);
    if (!stream) groups.set(key, (stream = sharedStream(() => groupSource(siteId, group))));
    return stream;
  };
  const groupSource = (siteId: string, group: PublishedGroup): Stream<GroupView> =>
    createStream((observer) => {
      const mainPath = publishedPaths.main(siteId);
      let partsKey: string | undefined;
      let stopParts: Unsubscribe | undefined;
      let first: [string, Data][] = [];
      let rest: [string, Data][][] | undefined;
      const emit = () => rest && observer.next(new Map([...first, ...rest.flat()]));
      const stopMain = watchPublished(mainPath).subscribe({
        next: (doc) => {
          const main = doc ? publishedMainSchema.safeParse(doc.data).data : undefined;
          if (!main) {
            stopParts?.();
            stopParts = partsKey = undefined;
            observer.next(null);
            return;
          }
          const paths = main.deleted
            ? []
            : group === 'site'
              ? range(1, main.parts.site).map((index) => publishedPaths.part(siteId, 'site', index))
              : range(0, main.parts.catalogue).map((index) => publishedPaths.part(siteId, 'catalogue', index));
          first = group === 'site' && !main.deleted ? entriesOf(siteId, mainPath, main.content) : [];
          if (paths.join() === partsKey) return emit();
          stopParts?.();
          partsKey = paths.join();
          rest = undefined;
          stopParts = combineStreams(paths.map(watchPublished)).subscribe({
            next: (parts) => {
              rest = parts.map((part, index) => {
                const content = part ? publishedPartSchema.safeParse(part.data).data?.content : undefined;
                return content === undefined ? [] : entriesOf(siteId, paths[index] ?? '', content);
              });
              emit();
            },
            error: (error) => observer.error?.(error),
          });
        },
        error: (error) => observer.error?.(error),
      });
      return () => {
        stopMain();
        stopParts?.();
      };
    });

  /** The group's answer, or the port's own while the site has no published documents. */
  const fromGroup = <T>(path: string, answer: (view: ReadonlyMap<string, Data>) => T, fallback: () => Stream<T>) => {
    const place = publishedPlace(path);
    if (!place) return fallback();
    return createStream<T>((observer) => {
      let stopFallback: Unsubscribe | undefined;
      const stopGroup = watchGroup(place.siteId, place.group).subscribe({
        next: (view) => {
          if (view === null) {
            stopFallback ??= fallback().subscribe(observer);
            return;
          }
          stopFallback?.();
          stopFallback = undefined;
          observer.next(answer(view));
        },
        error: (error) => observer.error?.(error),
      });
      return () => {
        stopGroup();
        stopFallback?.();
      };
    });
  };

  const watchDoc = (path: string): Stream<Doc | null> =>
    fromGroup(
      path,
      (view) => {
        const data = view.get(path);
        return data ? { id: lastSegment(path), path, data } : null;
      },
      () => db.watchDoc(path),
    );
  const watchQuery = (collectionPath: string, spec?: QuerySpec): Stream<Doc[]> =>
    fromGroup(
      collectionPath,
      (view) => runQuery(view.entries(), collectionPath, spec),
      () => db.watchQuery(collectionPath, spec),
    );
  const held: Unsubscribe[] = [];
  const preload = async (siteId: string, wanted: readonly PublishedGroup[]) => {
    await Promise.all(
      wanted.map(
        (group) =>
          new Promise<void>((resolve) => {
            held.push(watchGroup(siteId, group).subscribe({ next: () => resolve(), error: () => resolve() }));
          }),
      ),
    );
  };

  return new Proxy(db, {
    has: (target, property) => property === PUBLISHED_READS || Reflect.has(target, property),
    get(target, property) {
      if (property === 'watchDoc') return watchDoc;
      if (property === 'watchQuery') return watchQuery;
      if (property === 'preload') return preload;
      if (property === PUBLISHED_READS) return true;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as PublishedReadsPort;
}
