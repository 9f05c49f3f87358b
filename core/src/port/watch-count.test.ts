import { describe, expect, it, vi } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { waitForValue } from '../testing/streams';
import { watchCount } from './watch-count';

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
});
