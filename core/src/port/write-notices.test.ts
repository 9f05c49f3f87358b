import { describe, expect, it } from 'vitest';
import { LocalStore } from '../local/local-store';
import { MemoryPersistence } from '../local/persistence';
import { withWriteNotices } from './write-notices';

async function noticed() {
  const db = withWriteNotices(await LocalStore.open(new MemoryPersistence()));
  const told: string[] = [];
  for (const collection of ['sites/s/quoteRequests', 'sites/s/contactMessages'])
    db.writesTo?.(collection).subscribe({ next: () => told.push(collection) });
  return { db, told };
}

describe('withWriteNotices', () => {
  it('tells each collection written to, once per write, after the write succeeded', async () => {
    const { db, told } = await noticed();
    await db.set('sites/s/quoteRequests/q1', { isViewed: false });
    await db.update('sites/s/quoteRequests/q1', { isViewed: true });
    await db.add('sites/s/contactMessages', { isViewed: false });
    await db.batch([
      { kind: 'set', path: 'sites/s/quoteRequests/q2', data: {} },
      { kind: 'set', path: 'sites/s/quoteRequests/q3', data: {} },
      { kind: 'set', path: 'sites/s/contactMessages/m9', data: {} },
    ]);
    await db.transaction(async (tx) => {
      await tx.get('sites/s/quoteRequests/q1');
      tx.remove('sites/s/quoteRequests/q1');
    });
    await db.set('sites/s/reservations/r1', {});
    expect(told).toEqual([
      'sites/s/quoteRequests',
      'sites/s/quoteRequests',
      'sites/s/contactMessages',
      'sites/s/quoteRequests',
      'sites/s/contactMessages',
      'sites/s/quoteRequests',
    ]);
    expect((await db.get('sites/s/quoteRequests/q2'))?.data).toEqual({});
  });

  it('tells nothing of a write that failed', async () => {
    const { db, told } = await noticed();
    await expect(db.update('sites/s/quoteRequests/missing', { isViewed: true })).rejects.toThrow();
    expect(told).toEqual([]);
  });
});
