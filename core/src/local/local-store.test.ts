import { describe, expect, it } from 'vitest';
import { describeDataPortContract } from '../testing/data-port-contract';
import { waitForValue } from '../testing/streams';
import { LocalStore } from './local-store';
import { MemoryChannelHub, MemoryPersistence } from './persistence';

describeDataPortContract('local driver (memory persistence)', async () => ({
  port: await LocalStore.open(new MemoryPersistence()),
  root: 'contract/run',
}));

async function twoTabs() {
  const persistence = new MemoryPersistence();
  const hub = new MemoryChannelHub();
  const a = await LocalStore.open(persistence, { channel: hub.channel() });
  const b = await LocalStore.open(persistence, { channel: hub.channel() });
  return { a, b };
}

describe('LocalStore across tabs', () => {
  it('shows a write made in one tab to a query watched in the other', async () => {
    const { a, b } = await twoTabs();
    const seen = waitForValue(b.watchQuery('sites/s/events'), (docs) => docs.length === 1);
    await a.set('sites/s/events/e1', { title: 'Dégustation' });
    expect((await seen)[0]?.data.title).toBe('Dégustation');
  });

  it('keeps increments exact when two tabs count at once', async () => {
    const { a, b } = await twoTabs();
    await a.set('sites/s/events/e1', { participationCount: 0 });
    const bump = (store: LocalStore) =>
      store.transaction(async (tx) => {
        const doc = await tx.get('sites/s/events/e1');
        tx.update('sites/s/events/e1', { participationCount: (doc?.data.participationCount as number) + 1 });
      });
    await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 ? a : b)));
    expect((await a.get('sites/s/events/e1'))?.data.participationCount).toBe(10);
    await waitForValue(b.watchDoc('sites/s/events/e1'), (doc) => doc?.data.participationCount === 10);
  });

  it('tells commit handlers of its own writes only', async () => {
    const { a, b } = await twoTabs();
    const inA: string[] = [];
    const inB: string[] = [];
    a.onCommit((changes) => inA.push(...changes.map((c) => c.path)));
    b.onCommit((changes) => inB.push(...changes.map((c) => c.path)));
    await a.add('sites/s/quoteRequests', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inA).toHaveLength(1);
    expect(inB).toHaveLength(0);
  });

  it('refuses reads after writes inside a transaction, as Firestore does', async () => {
    const { a } = await twoTabs();
    await expect(
      a.transaction(async (tx) => {
        tx.set('x/1', { n: 1 });
        await tx.get('x/2');
      }),
    ).rejects.toThrow(/lectures/);
  });

  it('refuses malformed paths', async () => {
    const { a } = await twoTabs();
    await expect(a.set('sites', { n: 1 })).rejects.toThrow(/invalide/);
    expect(() => a.watchQuery('sites/s')).toThrow(/invalide/);
  });

  it('hands out copies that cannot change the store', async () => {
    const { a } = await twoTabs();
    await a.set('x/1', { list: [1] });
    const doc = await a.get('x/1');
    (doc?.data.list as number[]).push(2);
    expect((await a.get('x/1'))?.data.list).toEqual([1]);
  });
});
