import { describe, expect, it } from 'vitest';
import { publishSite } from '../operations/publish-site';
import { storeWith } from '../operations/testing/fixtures';
import type { DataPort, QuerySpec } from '../port/data-port';
import type { Stream } from '../port/stream';
import { refs } from '../model/refs';
import { getCollection, getDoc } from '../model/repo';
import { EPICERIE_ID, seedDocuments } from '../seed';
import { getCatalogue, getPublishedSite, watchCatalogue, watchPublishedSite } from './public-reads';

const SEEDED = new Date('2026-11-27T08:00:00.000Z');
const SITE = `sites/${EPICERIE_ID}`;
const BY_ORDER: QuerySpec = { orderBy: [['orderIndex', 'asc']] };

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

function follow<T>(stream: Stream<T>) {
  const values: T[] = [];
  const stop = stream.subscribe({ next: (value) => values.push(value) });
  return { values, stop, last: () => values.at(-1) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the public reads', () => {
  it('give what the collections hold, in the owner’s order, from the two published documents only', async () => {
    const { store, db, asked } = await world();
    const [site, catalogue] = await Promise.all([getPublishedSite(db, EPICERIE_ID), getCatalogue(db, EPICERIE_ID)]);
    expect(site.site?.name).toBe((await getDoc(store, refs.site(EPICERIE_ID)))?.name);
    expect(site.pages.home).toEqual(await getDoc(store, refs.page(EPICERIE_ID, 'home')));
    expect(site.pages.hours).toEqual(await getDoc(store, refs.page(EPICERIE_ID, 'hours')));
    expect(site.events).toEqual(await getCollection(store, refs.collection(EPICERIE_ID, 'events'), BY_ORDER));
    expect(site.events.length).toBeGreaterThan(1);
    expect(catalogue.products).toEqual(await getCollection(store, refs.collection(EPICERIE_ID, 'products'), BY_ORDER));
    expect(catalogue.productCategories.map((category) => category.orderIndex)).toEqual(
      [...catalogue.productCategories.map((category) => category.orderIndex)].sort((a, b) => a - b),
    );
    expect(new Set(asked)).toEqual(new Set([`published/${EPICERIE_ID}`, `published/${EPICERIE_ID}/parts/catalogue-0`]));
  });

  it('follow each rebuild, one listener per published document however many readers', async () => {
    const { store, db, asked } = await world();
    const product = `${SITE}/products/prod-miel-lavande`;
    const site = follow(watchPublishedSite(db, EPICERIE_ID));
    const one = follow(watchCatalogue(db, EPICERIE_ID));
    const two = follow(watchCatalogue(db, EPICERIE_ID));
    await settle();
    expect(site.last()?.site).not.toBeNull();
    await store.update(product, { name: 'Miel de châtaignier' });
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    await settle();
    for (const reader of [one, two])
      expect(reader.last()?.products.find((each) => each.id === 'prod-miel-lavande')?.name).toBe('Miel de châtaignier');
    expect(asked.filter((path) => path.startsWith('published/'))).toHaveLength(2);
    [site, one, two].forEach((reader) => reader.stop());
  });

  it('read a site without published documents from its collections, and switch once they exist', async () => {
    const { store, db, asked } = await world();
    await store.remove(`published/${EPICERIE_ID}`);
    const site = follow(watchPublishedSite(db, EPICERIE_ID));
    await settle();
    const [first] = site.last()?.events ?? [];
    expect(first).toBeDefined();
    expect(asked).toContain(`${SITE}/events`);
    await store.update(`${SITE}/events/${first?.id}`, { title: 'Dégustation de printemps' });
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    await settle();
    expect(site.last()?.events[0]?.title).toBe('Dégustation de printemps');
    site.stop();
  });

  it('show nothing of a deleted site', async () => {
    const { store, db } = await world();
    await store.remove(SITE);
    await publishSite(store, EPICERIE_ID, new Date(SEEDED.getTime() + 60_000));
    const [site, catalogue] = await Promise.all([getPublishedSite(db, EPICERIE_ID), getCatalogue(db, EPICERIE_ID)]);
    expect(site.site).toBeNull();
    expect(site.events).toEqual([]);
    expect(catalogue.products).toEqual([]);
  });
});
