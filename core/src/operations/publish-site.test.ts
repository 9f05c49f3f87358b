import { describe, expect, it } from 'vitest';
import type { DataPort } from '../port/data-port';
import { decodeEntries, publishedMainSchema } from '../published/published-content';
import { EPICERIE_ID, seedDocuments } from '../seed';
import { createPublisher, publishEverySite, publishSite } from './publish-site';
import { storeWith } from './testing/fixtures';

const SEEDED = new Date('2026-11-27T08:00:00.000Z');
const at = (minutes: number) => new Date(SEEDED.getTime() + minutes * 60_000);
const MAIN = `published/${EPICERIE_ID}`;

async function world() {
  return storeWith(Object.fromEntries(seedDocuments(SEEDED).map((doc) => [doc.path, doc.data])));
}

async function published(db: DataPort, siteId = EPICERIE_ID) {
  const main = publishedMainSchema.parse((await db.get(`published/${siteId}`))?.data);
  const parts = await Promise.all(
    Array.from({ length: main.parts.catalogue }, (_, index) => db.get(`published/${siteId}/parts/catalogue-${index}`)),
  );
  const entries = [main.content, ...parts.map((part) => String(part?.data.content))].flatMap(decodeEntries);
  return { main, entries: new Map(entries) };
}

describe('publishSite', () => {
  it('publishes what the site holds now, its public documents only', async () => {
    const db = await world();
    const [product] = await db.query(`sites/${EPICERIE_ID}/products`, { limit: 1 });
    await db.update(product?.path ?? '', { name: 'Miel de lavande' });
    await db.set(`sites/${EPICERIE_ID}/quoteRequests/q-new`, { name: 'Jean' });
    expect(await publishSite(db, EPICERIE_ID, at(1))).toBe('published');
    const { main, entries } = await published(db);
    expect(main.version).toEqual(at(1));
    expect(entries.get(`products/${product?.id}`)?.name).toBe('Miel de lavande');
    expect(entries.get('')?.name).toBe((await db.get(`sites/${EPICERIE_ID}`))?.data.name);
    expect(entries.has('pages/home')).toBe(true);
    expect(
      [...entries.keys()].some((path) => /^(quoteRequests|contactMessages|reservations|private|stat)/.test(path)),
    ).toBe(false);
  });

  it('publishes a deactivated site as its own document alone, and its content again once reactivated (attack side)', async () => {
    const db = await world();
    expect(await publishSite(db, EPICERIE_ID, at(1))).toBe('published');
    await db.update(`sites/${EPICERIE_ID}`, { active: false });
    expect(await publishSite(db, EPICERIE_ID, at(2))).toBe('published');
    const offline = await published(db);
    expect([...offline.entries.keys()]).toEqual(['']);
    expect(offline.entries.get('')?.active).toBe(false);
    expect(offline.main.parts).toEqual({ site: 1, catalogue: 0 });
    expect(await db.query(`published/${EPICERIE_ID}/parts`)).toEqual([]);
    await db.update(`sites/${EPICERIE_ID}`, { active: true });
    expect(await publishSite(db, EPICERIE_ID, at(3))).toBe('published');
    const online = await published(db);
    expect(online.entries.has('pages/home')).toBe(true);
    expect([...online.entries.keys()].some((path) => path.startsWith('products/'))).toBe(true);
  });

  it('never puts back an older content: a rebuild for an earlier write finishing last changes nothing', async () => {
    const db = await world();
    const home = `sites/${EPICERIE_ID}/pages/home`;
    await db.update(home, { heroTitle: 'Nouveau titre' });
    expect(await publishSite(db, EPICERIE_ID, at(2))).toBe('published');
    await db.update(home, { heroTitle: 'Titre plus récent, pas encore publié' });
    expect(await publishSite(db, EPICERIE_ID, at(1))).toBe('already-newer');
    expect((await published(db)).entries.get('pages/home')?.heroTitle).toBe('Nouveau titre');
    // The same moment (two writes in one millisecond) rebuilds again.
    expect(await publishSite(db, EPICERIE_ID, at(2))).toBe('published');
  });

  it('splits a heavy catalogue into parts and drops the parts it no longer needs', async () => {
    const db = await world();
    const heavy = Array.from({ length: 70 }, (_, index) => ({
      kind: 'set' as const,
      path: `sites/${EPICERIE_ID}/products/heavy-${index}`,
      data: { name: `Lot ${index}`, description: 'é'.repeat(5_000), orderIndex: 100 + index },
    }));
    await db.batch(heavy);
    await publishSite(db, EPICERIE_ID, at(1));
    const split = await published(db);
    expect(split.main.parts.catalogue).toBe(2);
    expect(split.entries.get('products/heavy-69')?.name).toBe('Lot 69');
    await db.batch(heavy.map(({ path }) => ({ kind: 'remove' as const, path })));
    await publishSite(db, EPICERIE_ID, at(2));
    expect((await published(db)).main.parts.catalogue).toBe(1);
    expect(await db.get(`${MAIN}/parts/catalogue-1`)).toBeNull();
  });

  it('leaves a mark when the site is deleted, which a late rebuild cannot replace', async () => {
    const db = await world();
    await db.remove(`sites/${EPICERIE_ID}`);
    expect(await publishSite(db, EPICERIE_ID, at(3))).toBe('deleted');
    expect(publishedMainSchema.parse((await db.get(MAIN))?.data)).toMatchObject({ deleted: true, content: '[]' });
    expect(await db.get(`${MAIN}/parts/catalogue-0`)).toBeNull();
    await db.set(`sites/${EPICERIE_ID}`, { name: 'Écrit par un déclencheur en retard' });
    expect(await publishSite(db, EPICERIE_ID, at(2))).toBe('already-newer');
  });
});

describe('publishEverySite', () => {
  it('publishes the sites stored before their published documents existed', async () => {
    const db = await world();
    const sites = await db.query('sites');
    await db.batch(sites.map((site) => ({ kind: 'remove' as const, path: `published/${site.id}` })));
    expect(await publishEverySite(db, at(1))).toBe(sites.length);
    for (const { id, data } of sites) {
      const { searchKeys: _unpublished, ...shown } = data;
      expect((await published(db, id)).entries.get('')).toEqual(shown);
    }
  });
});

describe('createPublisher', () => {
  it('folds the writes that come during a rebuild into one more, and each request waits for what includes it', async () => {
    const db = await world();
    let rebuilds = 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const counted = new Proxy(db, {
      get(target, property) {
        // The first rebuild is still running while the writes come.
        if (property === 'transaction')
          return (run: Parameters<DataPort['transaction']>[0]) => gate.then(() => target.transaction(run));
        if (property === 'query')
          return (path: string, ...rest: []) => {
            if (path.endsWith('/products')) rebuilds += 1;
            return target.query(path, ...rest);
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const publisher = createPublisher(counted);
    const home = `sites/${EPICERIE_ID}/pages/home`;
    const requests = [publisher.request(EPICERIE_ID, at(1))];
    for (let minute = 2; minute <= 30; minute += 1) {
      await db.update(home, { heroTitle: `Titre ${minute}` });
      requests.push(publisher.request(EPICERIE_ID, at(minute)));
    }
    release();
    await Promise.all(requests);
    expect(rebuilds).toBe(2);
    const { main, entries } = await published(db);
    expect(main.version).toEqual(at(30));
    expect(entries.get('pages/home')?.heroTitle).toBe('Titre 30');
  });

  it('reports a failed rebuild, and the next request rebuilds again', async () => {
    const db = await world();
    const errors: unknown[] = [];
    let fail = true;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction' && fail) return () => Promise.reject(new Error('contention'));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const publisher = createPublisher(flaky, (error) => errors.push(error));
    await expect(publisher.request(EPICERIE_ID, at(1))).rejects.toThrow('contention');
    expect(errors).toHaveLength(1);
    fail = false;
    await publisher.request(EPICERIE_ID, at(2));
    expect((await published(db)).main.version).toEqual(at(2));
  });
});
