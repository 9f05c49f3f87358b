import { describe, expect, it } from 'vitest';
import { publishSite } from '../operations/publish-site';
import { storeWith } from '../operations/testing/fixtures';
import type { DataPort, Doc, QuerySpec } from '../port/data-port';
import { fromPromise, type Stream } from '../port/stream';
import { EPICERIE_ID, seedDocuments } from '../seed';
import { publishedReads } from './published-reads';

const SEEDED = new Date('2026-11-27T08:00:00.000Z');
const SITE = `sites/${EPICERIE_ID}`;

/** The store, and every path its live reads were asked for. */
async function world() {
  const store = await storeWith(Object.fromEntries(seedDocuments(SEEDED).map((doc) => [doc.path, doc.data])));
  const asked: string[] = [];
  const db = new Proxy(store, {
    get(target, property) {
      if (property === 'watchDoc' || property === 'watchQuery')
        return (path: string, spec?: QuerySpec) => {
          asked.push(path);
          return property === 'watchDoc' ? target.watchDoc(path) : target.watchQuery(path, spec);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as DataPort;
  return { store, db, asked };
}

/** Every value a stream gives, and whether the first came during subscribe. */
function follow<T>(stream: Stream<T>) {
  const values: T[] = [];
  const stop = stream.subscribe({ next: (value) => values.push(value) });
  const atOnce = values.length > 0;
  return { values, stop, atOnce, last: () => values.at(-1) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the public pages read. */
const PAGE_READS: [string, QuerySpec | undefined][] = [
  [SITE, undefined],
  [`${SITE}/pages/home`, undefined],
  [`${SITE}/pages/hours`, undefined],
  [`${SITE}/events`, { orderBy: [['orderIndex', 'asc']] }],
  [`${SITE}/specialPeriods`, { orderBy: [['startDate', 'asc']] }],
  [`${SITE}/products`, { where: [['isActive', '==', true]], orderBy: [['orderIndex', 'asc']] }],
  [`${SITE}/products`, { where: [['isFeatured', '==', true]], orderBy: [['orderIndex', 'asc']], limit: 4 }],
  [`${SITE}/productCategories`, { where: [['isActive', '==', true]], orderBy: [['orderIndex', 'asc']] }],
  [`${SITE}/pages/nothing-here`, undefined],
];

describe('publishedReads', () => {
  /** The site's search keys are the back office's alone: never published. */
  const asPublished = (read: unknown) => {
    if (!read || typeof read !== 'object' || !('data' in read)) return read;
    const { searchKeys: _unpublished, ...data } = (read as Doc).data;
    return { ...read, data };
  };

  it('answers a page’s reads as the collections would, from the two published documents only', async () => {
    const { store, db, asked } = await world();
    const published = publishedReads(db);
    for (const [path, spec] of PAGE_READS) {
      const read = (port: DataPort): Stream<unknown> =>
        path.split('/').length % 2 === 0 ? port.watchDoc(path) : port.watchQuery(path, spec);
      const direct = follow(read(store));
      const fromPublished = follow(read(published));
      await settle();
      expect(fromPublished.last(), path).toEqual(asPublished(direct.last()));
      direct.stop();
      fromPublished.stop();
    }
    expect(new Set(asked)).toEqual(new Set([`published/${EPICERIE_ID}`, `published/${EPICERIE_ID}/parts/catalogue-0`]));
  });

  it('leaves private reads and other roots to the port', async () => {
    const { db, asked } = await world();
    const published = publishedReads(db);
    follow(published.watchQuery(`${SITE}/quoteRequests`)).stop();
    follow(published.watchDoc('platform/details')).stop();
    expect(asked).toEqual([`${SITE}/quoteRequests`, 'platform/details']);
  });

  it('follows each rebuild, one listener per document however many queries read it', async () => {
    const { store, db, asked } = await world();
    const published = publishedReads(db);
    const product = `${SITE}/products/prod-miel-lavande`;
    const one = follow(published.watchDoc(product));
    const all = follow(published.watchQuery(`${SITE}/products`));
    await settle();
    expect(one.last()?.data.name).toBeTruthy();
    await store.update(product, { name: 'Miel de châtaignier' });
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    await settle();
    expect(one.last()?.data.name).toBe('Miel de châtaignier');
    expect(all.last()?.find((doc) => doc.path === product)?.data.name).toBe('Miel de châtaignier');
    expect(asked.filter((path) => path.startsWith('published/'))).toHaveLength(2);
  });

  it('reads a site without published documents from its collections, and switches once they exist', async () => {
    const { store, db, asked } = await world();
    await store.remove(`published/${EPICERIE_ID}`);
    const published = publishedReads(db);
    const events = follow(published.watchQuery(`${SITE}/events`, { orderBy: [['orderIndex', 'asc']] }));
    await settle();
    expect(events.last()?.length).toBeGreaterThan(0);
    expect(asked).toContain(`${SITE}/events`);
    await store.update(`${SITE}/events/${events.last()?.[0]?.id}`, { title: 'Dégustation de printemps' });
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    await settle();
    expect(events.last()?.[0]?.data.title).toBe('Dégustation de printemps');
  });

  it('shows nothing of a deleted site', async () => {
    const { store, db } = await world();
    await store.remove(SITE);
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    const published = publishedReads(db);
    const site = follow(published.watchDoc(SITE));
    const products = follow(published.watchQuery(`${SITE}/products`));
    await settle();
    expect(site.last()).toBeNull();
    expect(products.last()).toEqual([]);
  });

  it('answers at once once preloaded (the server’s single render pass)', async () => {
    const { store } = await world();
    // The server's reads: one get each, answered later.
    const db = new Proxy(store, {
      get(target, property) {
        if (property === 'watchDoc') return (path: string) => fromPromise(() => target.get(path));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const published = publishedReads(db);
    expect(follow(published.watchDoc(SITE)).atOnce).toBe(false);
    await published.preload(EPICERIE_ID, ['site', 'catalogue']);
    expect(follow(published.watchDoc(`${SITE}/pages/home`)).atOnce).toBe(true);
    expect(follow(published.watchQuery(`${SITE}/products`)).atOnce).toBe(true);
  });
});
