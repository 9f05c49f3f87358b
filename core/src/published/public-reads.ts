import { combineStreams } from '../port/combine-streams';
import type { Data, DataPort, Doc } from '../port/data-port';
import { createStream, mapStream, type Stream, type Unsubscribe } from '../port/stream';
import { PAGE_SCHEMAS, type PageName } from '../model/pages';
import { refs, SITE_COLLECTIONS, ORDERED_COLLECTIONS, type DocSchema } from '../model/refs';
import { parseAll, type Entity } from '../model/repo';
import { legalDetailsRef, legalDetailsSchema } from '../model/legal';
import { siteSchema } from '../model/site';
import { decodeEntries, publishedMainSchema, publishedPartSchema } from './published-content';
import { PUBLISHED_COLLECTIONS, publishedPaths, type PublishedGroup } from './published-paths';
import { sharedStream } from './shared-stream';

type Schema<C extends keyof typeof SITE_COLLECTIONS> = (typeof SITE_COLLECTIONS)[C];
type ListsOf<G extends PublishedGroup> = {
  [
    C in keyof typeof PUBLISHED_COLLECTIONS as C extends 'pages'
      ? never
      : (typeof PUBLISHED_COLLECTIONS)[C] extends G
        ? C
        : never
  ]: C extends keyof typeof SITE_COLLECTIONS ? Entity<Schema<C>>[] : never;
};

export type PublishedPages = { [P in PageName]?: Entity<(typeof PAGE_SCHEMAS)[P]> };

/** What every public page of a site may show but its catalogue: lists in the owner's order. */
export type PublishedSite = ListsOf<'site'> & {
  site: Entity<typeof siteSchema> | null;
  pages: PublishedPages;
  /** The shop's legal details (its legal pages' source), kept as a page. */
  legal: Entity<typeof legalDetailsSchema> | null;
};

/** The site's products and categories, in the owner's order (on sale or not: pages choose). */
export type PublishedCatalogue = ListsOf<'catalogue'>;

/** A group as read: its documents' data by full path. */
type GroupView = ReadonlyMap<string, Data>;

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);

const shared = new WeakMap<DataPort, Map<string, Stream<Doc | null>>>();

/** One listener per published document and port, however many groups and pages read it. */
function watchPublished(db: DataPort, path: string): Stream<Doc | null> {
  let streams = shared.get(db);
  if (!streams) shared.set(db, (streams = new Map()));
  let stream = streams.get(path);
  if (!stream) streams.set(path, (stream = sharedStream(() => db.watchDoc(path))));
  return stream;
}

const collectionsOf = (group: PublishedGroup) =>
  (Object.keys(PUBLISHED_COLLECTIONS) as (keyof typeof PUBLISHED_COLLECTIONS)[]).filter(
    (name) => PUBLISHED_COLLECTIONS[name] === group,
  );

/** A site without published documents yet (created before they existed): its collections as they are. */
function watchRaw(db: DataPort, siteId: string, group: PublishedGroup): Stream<GroupView> {
  const site = refs.site(siteId).path;
  const sources = collectionsOf(group).map((name) => db.watchQuery(`${site}/${name}`));
  if (group === 'site') sources.push(mapStream(db.watchDoc(site), (doc) => (doc ? [doc] : [])));
  return mapStream(combineStreams(sources), (lists) => new Map(lists.flat().map((doc) => [doc.path, doc.data])));
}

/** The group's documents, from the site's published documents (one or two), live. */
function watchGroup(db: DataPort, siteId: string, group: PublishedGroup): Stream<GroupView> {
  return createStream((observer) => {
    const mainPath = publishedPaths.main(siteId);
    let partsKey: string | undefined;
    let stopParts: Unsubscribe | undefined;
    let first: [string, Data][] = [];
    let rest: [string, Data][][] | undefined;
    const entriesOf = (content: string) =>
      decodeEntries(content).map(([relative, data]): [string, Data] => [
        relative ? `sites/${siteId}/${relative}` : `sites/${siteId}`,
        data,
      ]);
    const emit = () => rest && observer.next(new Map([...first, ...rest.flat()]));
    const stopMain = watchPublished(db, mainPath).subscribe({
      next: (doc) => {
        const main = doc ? publishedMainSchema.safeParse(doc.data).data : undefined;
        const paths = !main
          ? ['raw']
          : main.deleted
            ? []
            : group === 'site'
              ? range(1, main.parts.site).map((index) => publishedPaths.part(siteId, 'site', index))
              : range(0, main.parts.catalogue).map((index) => publishedPaths.part(siteId, 'catalogue', index));
        first = main && group === 'site' && !main.deleted ? entriesOf(main.content) : [];
        if (paths.join() === partsKey) return emit();
        stopParts?.();
        partsKey = paths.join();
        rest = undefined;
        const parts = main
          ? combineStreams(paths.map((path) => watchPublished(db, path))).subscribe({
              next: (docs) => {
                rest = docs.map((part) => {
                  const content = part ? publishedPartSchema.safeParse(part.data).data?.content : undefined;
                  return content === undefined ? [] : entriesOf(content);
                });
                emit();
              },
              error: (error) => observer.error?.(error),
            })
          : watchRaw(db, siteId, group).subscribe({
              next: (view) => {
                rest = [[...view]];
                emit();
              },
              error: (error) => observer.error?.(error),
            });
        stopParts = parts;
      },
      error: (error) => observer.error?.(error),
    });
    return () => {
      stopMain();
      stopParts?.();
    };
  });
}

const ORDERED: ReadonlySet<string> = new Set(ORDERED_COLLECTIONS);
type Sortable = Record<string, unknown>;
const byOrderIndex = (a: Sortable, b: Sortable) => Number(a.orderIndex) - Number(b.orderIndex);
// Special periods are the one published list without orderIndex.
const byStartDate = (a: Sortable, b: Sortable) => String(a.startDate).localeCompare(String(b.startDate));
const PAGE_PATH = /^pages\/([^/]+)$/;

/** The view's documents of one collection, parsed (a bad one left out and reported), in order. */
function listOf<S extends DocSchema>(view: GroupView, siteId: string, name: string, schema: S): Entity<S>[] {
  const prefix = `sites/${siteId}/${name}/`;
  const docs: Doc[] = [];
  for (const [path, data] of view)
    if (path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      docs.push({ id: path.slice(prefix.length), path, data });
  return parseAll(schema, docs).sort(ORDERED.has(name) ? byOrderIndex : byStartDate);
}

function listsOf<G extends PublishedGroup>(view: GroupView, siteId: string, group: G): ListsOf<G> {
  const lists: Record<string, unknown[]> = {};
  for (const name of collectionsOf(group))
    if (name !== 'pages') lists[name] = listOf(view, siteId, name, SITE_COLLECTIONS[name]);
  return lists as ListsOf<G>;
}

function siteOf(view: GroupView, siteId: string): PublishedSite {
  const pages: Record<string, unknown> = {};
  for (const [path, data] of view) {
    const name = PAGE_PATH.exec(path.slice(`sites/${siteId}/`.length))?.[1];
    if (!name || !(name in PAGE_SCHEMAS) || !path.startsWith(`sites/${siteId}/`)) continue;
    const [page] = parseAll(PAGE_SCHEMAS[name as PageName], [{ id: name, path, data }]);
    if (page) pages[name] = page;
  }
  const sitePath = refs.site(siteId).path;
  const data = view.get(sitePath);
  const [site = null] = data ? parseAll(siteSchema, [{ id: siteId, path: sitePath, data }]) : [];
  const legalPath = legalDetailsRef(siteId).path;
  const legalData = view.get(legalPath);
  const [legal = null] = legalData
    ? parseAll(legalDetailsSchema, [{ id: 'legal', path: legalPath, data: legalData }])
    : [];
  return { ...listsOf(view, siteId, 'site'), site, pages: pages as PublishedPages, legal };
}

/** Everything the site's public pages show but the catalogue, live (`site` null: no such site). */
export function watchPublishedSite(db: DataPort, siteId: string): Stream<PublishedSite> {
  return mapStream(watchGroup(db, siteId, 'site'), (view) => siteOf(view, siteId));
}

/** The site's catalogue, live. */
export function watchCatalogue(db: DataPort, siteId: string): Stream<PublishedCatalogue> {
  return mapStream(watchGroup(db, siteId, 'catalogue'), (view) => listsOf(view, siteId, 'catalogue'));
}

/** A stream's first value, its subscription stopped (a server render, a script). */
export function firstValue<T>(stream: Stream<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    // The stream may answer during subscribe, before its unsubscribe is known.
    const subscription: { stop?: Unsubscribe } = {};
    let done = false;
    subscription.stop = stream.subscribe({
      next: (value) => {
        if (done) return;
        done = true;
        subscription.stop?.();
        resolve(value);
      },
      error: (error) => {
        done = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    if (done) subscription.stop();
  });
}

export const getPublishedSite = (db: DataPort, siteId: string) => firstValue(watchPublishedSite(db, siteId));
export const getCatalogue = (db: DataPort, siteId: string) => firstValue(watchCatalogue(db, siteId));
