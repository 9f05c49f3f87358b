import { describe, expect, it, vi } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { waitForValue } from '../testing/streams';
import type { QuerySpec } from './data-port';
import { fromPromise } from './stream';
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
  it('counts from the window while it is not full, without an aggregation', async () => {
    const store = await storeWith(3, 4);
    const count = vi.spyOn(store, 'count');
    expect(await waitForValue(watchCount(store, LEADS, UNVIEWED, 5), () => true)).toBe(3);
    expect(count).not.toHaveBeenCalled();
  });

  it('asks an aggregation once the window is full, and reads no more than the window', async () => {
    const store = await storeWith(40, 10);
    const query = vi.spyOn(store, 'watchQuery');
    expect(await waitForValue(watchCount(store, LEADS, UNVIEWED, 5), () => true)).toBe(40);
    expect(query).toHaveBeenCalledWith(LEADS, { where: UNVIEWED, orderBy: [['createdAt', 'desc']], limit: 5 });
  });

  it('follows only the newest document once the window is full', async () => {
    const store = await storeWith(40);
    const query = vi.spyOn(store, 'watchQuery');
    const counts = watchCount(store, LEADS, UNVIEWED, 5);
    const values: number[] = [];
    const stop = counts.subscribe({ next: (value) => values.push(value) });
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query).toHaveBeenLastCalledWith(LEADS, { where: UNVIEWED, orderBy: [['createdAt', 'desc']], limit: 1 });
    await vi.waitFor(() => expect(values).toEqual([40]));
    // The newest document seen elsewhere: the count is taken again.
    await store.update(`${LEADS}/u39`, { isViewed: true });
    await vi.waitFor(() => expect(values).toEqual([40, 39]));
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
});
