// @vitest-environment node
import { LocalStore, MemoryPersistence, type Stream } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { oneShotPort } from './one-shot-port';

const firstValue = <T>(stream: Stream<T>) =>
  new Promise<T>((resolve, reject) => {
    const stop = stream.subscribe({ next: (value) => (resolve(value), setTimeout(() => stop())), error: reject });
  });

describe('oneShotPort', () => {
  it('counts what a render reads: a document, a query’s documents (an empty one as one), a count per 1,000', async () => {
    const store = await LocalStore.open(new MemoryPersistence());
    await store.batch(
      Array.from({ length: 1_200 }, (_, index) => ({
        kind: 'set' as const,
        path: `sites/s/quoteRequests/q${index}`,
        data: { isViewed: index < 3 },
      })),
    );
    const counter = { reads: 0 };
    const db = oneShotPort(store, counter);
    await firstValue(db.watchDoc('sites/s'));
    expect(counter.reads).toBe(1);
    await firstValue(db.watchQuery('sites/s/quoteRequests', { where: [['isViewed', '==', true]] }));
    expect(counter.reads).toBe(4);
    await db.query('sites/s/events');
    expect(counter.reads).toBe(5);
    await expect(db.count('sites/s/quoteRequests')).resolves.toBe(1_200);
    expect(counter.reads).toBe(7);
    await expect(db.count('sites/s/quoteRequests', { where: [['isViewed', '==', true]] })).resolves.toBe(3);
    expect(counter.reads).toBe(8);
  });
});
