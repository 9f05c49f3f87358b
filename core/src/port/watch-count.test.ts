import { describe, expect, it, vi } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { waitForValue } from '../testing/streams';
import type { QuerySpec } from './data-port';
import { createStream, fromPromise } from './stream';
import { watchCount } from './watch-count';
import { withWriteNotices } from './write-notices';

const LEADS = 'sites/s/quoteRequests';
const UNVIEWED = [['isViewed', '==', false]] as const;

async function storeWith(unviewed: number, viewed = 0) {
  const store = await LocalStore.open(new MemoryPersistence());
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes));
  await store.batch([
    ...Array.from({ length: unviewed }, (_, i) => ({
      kind: 'set' as const,
      path: `${LEADS}/u${i}`,
      data: { isViewed: false, createdAt: at(i) },
    })),
    ...Array.from({ length: viewed }, (_, i) => ({
      kind: 'set' as const,
      path: `${LEADS}/v${i}`,
      data: { isViewed: true, createdAt: at(i) },
    })),
  ]);
  return store;
}

describe('watchCount', () => {
  const NEWEST = (limit: number) => [LEADS, { where: UNVIEWED, orderBy: [['createdAt', 'desc']], limit }];

  it('asks one aggregation, then follows the window, live, while it is not full', async () => {
    const store = await storeWith(3, 4);
    const count = vi.spyOn(store, 'count');
    const query = vi.spyOn(store, 'watchQuery');
    const counts = watchCount(store, LEADS, UNVIEWED, 5);
    const values: number[] = [];
    const stop = counts.subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(query).toHaveBeenLastCalledWith(...NEWEST(5)));
    await vi.waitFor(() => expect(values.at(-1)).toBe(3));
    // A request seen elsewhere: the window shows it, with no aggregation.
    await store.update(`${LEADS}/u0`, { isViewed: true });
    await vi.waitFor(() => expect(values.at(-1)).toBe(2));
    expect(count).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows the window without a first one-off read where the port offers it', async () => {
    const store = await storeWith(3);
    const watchQueryLive = vi.fn((path: string, spec?: QuerySpec) => store.watchQuery(path, spec));
    const query = vi.spyOn(store, 'watchQuery');
    const db = new Proxy(store, {
      get: (target, property) =>
        property === 'watchQueryLive' ? watchQueryLive : (Reflect.get(target, property, target) as unknown),
    });
    const values: number[] = [];
    const stop = watchCount(db, LEADS, UNVIEWED, 5).subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(watchQueryLive).toHaveBeenCalledWith(...NEWEST(5)));
    await store.update(`${LEADS}/u0`, { isViewed: true });
    await vi.waitFor(() => expect(values.at(-1)).toBe(2));
    expect(query.mock.calls).toEqual([NEWEST(1), NEWEST(5)]);
    stop();
  });

  it('goes from the window to the newest document once the window fills', async () => {
    const store = await storeWith(4);
    const query = vi.spyOn(store, 'watchQuery');
    const counts = watchCount(store, LEADS, UNVIEWED, 5);
    await waitForValue(counts, (value) => value === 4);
    const five = waitForValue(counts, (value) => value === 5);
    await store.set(`${LEADS}/new`, { isViewed: false, createdAt: new Date(Date.UTC(2026, 0, 2)) });
    expect(await five).toBe(5);
    await vi.waitFor(() => expect(query).toHaveBeenLastCalledWith(...NEWEST(1)));
  });

  it('reads only the newest document past the window, whatever the count', async () => {
    const store = await storeWith(40, 10);
    const query = vi.spyOn(store, 'watchQuery');
    const values: number[] = [];
    const stop = watchCount(store, LEADS, UNVIEWED, 5).subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(values).toEqual([40]));
    expect(query.mock.calls).toEqual([NEWEST(1)]);
    // The newest document seen elsewhere: the count is taken again.
    await store.update(`${LEADS}/u39`, { isViewed: true });
    await vi.waitFor(() => expect(values).toEqual([40, 39]));
    expect(query).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows a new document and one seen, past the window too', async () => {
    const store = await storeWith(12);
    const counts = watchCount(store, LEADS, UNVIEWED, 5);
    await waitForValue(counts, (value) => value === 12);
    const more = waitForValue(counts, (value) => value === 13);
    await store.set(`${LEADS}/new`, { isViewed: false, createdAt: new Date(Date.UTC(2026, 0, 2)) });
    expect(await more).toBe(13);
    const fewer = waitForValue(counts, (value) => value === 12);
    await store.update(`${LEADS}/new`, { isViewed: true });
    expect(await fewer).toBe(12);
  });

  it('counts again after its own write to a document past the window, which the window does not see', async () => {
    const store = await storeWith(12);
    // Listeners that, like Firestore's, say nothing while the window's documents stay the same.
    const firestoreLike = new Proxy(store, {
      get: (target, property) =>
        property === 'watchQuery'
          ? (path: string, spec?: QuerySpec) => fromPromise(() => target.query(path, spec))
          : (Reflect.get(target, property, target) as (...args: unknown[]) => unknown).bind(target),
    });
    const db = withWriteNotices(firestoreLike);
    const values: number[] = [];
    const stop = watchCount(db, LEADS, UNVIEWED, 3).subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(values).toEqual([12]));
    // The oldest unseen request, far from the 3 newest, is marked seen here.
    await db.update(`${LEADS}/u0`, { isViewed: true });
    await vi.waitFor(() => expect(values.at(-1)).toBe(11));
    // The same change made elsewhere (on the store itself) shows at the next notice or window change.
    await store.update(`${LEADS}/u1`, { isViewed: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(values.at(-1)).toBe(11);
    stop();
  });

  it('asks no second aggregation when the same newest document answers again (the listener after a one-off read)', async () => {
    const store = await storeWith(12);
    const count = vi.spyOn(store, 'count');
    // A one-off read's answer, then the listener's, naming the same newest document.
    const twice = new Proxy(store, {
      get: (target, property) =>
        property === 'watchQuery'
          ? (path: string, spec?: QuerySpec) =>
              createStream<Awaited<ReturnType<typeof target.query>>>((observer) => {
                void target.query(path, spec).then((docs) => {
                  observer.next(docs);
                  observer.next(docs);
                });
                return () => undefined;
              })
          : (Reflect.get(target, property, target) as unknown),
    });
    const values: number[] = [];
    const stop = watchCount(twice, LEADS, UNVIEWED, 5).subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(values).toEqual([12]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(count).toHaveBeenCalledTimes(1);
    stop();
  });
});
