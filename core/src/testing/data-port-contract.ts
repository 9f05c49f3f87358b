import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DataPort, Doc } from '../port/data-port';
import { increment, serverTimestamp } from '../port/field-values';
import { readEveryPage } from '../model/read-every-page';
import { waitForValue } from './streams';

export interface ContractSetup {
  port: DataPort;
  /** A document path no other run uses; the suite writes only below it. */
  root: string;
}

export interface ContractOptions {
  /**
   * Extra attempts for the two listener tests, each on a fresh setup. Only for the Firestore
   * emulator, whose Listen streams now and then stall under load (docs/testing.md).
   */
  listenerRetries?: number;
}

const ids = (docs: Doc[]) => docs.map((doc) => doc.id);

/**
 * The behaviour every DataPort driver must share. Runs against the local driver in `npm test`
 * and against Firestore in the emulator tier, so features behave the same in every mode.
 */
export function describeDataPortContract(
  name: string,
  setup: () => Promise<ContractSetup>,
  { listenerRetries = 0 }: ContractOptions = {},
): void {
  const listener = { retry: listenerRetries };
  describe(`DataPort contract: ${name}`, () => {
    it('reads back what it wrote, dates included', async () => {
      const { port, root } = await setup();
      const at = new Date('2025-03-12T10:00:00.000Z');
      await port.set(`${root}/items/a`, { title: 'Miel', tags: ['bio'], nested: { n: 1 }, at });
      const doc = await port.get(`${root}/items/a`);
      expect(doc?.id).toBe('a');
      expect(doc?.data).toEqual({ title: 'Miel', tags: ['bio'], nested: { n: 1 }, at });
      expect(doc?.data.at).toBeInstanceOf(Date);
    });

    it('gives null for a missing document', async () => {
      const { port, root } = await setup();
      await expect(port.get(`${root}/items/missing`)).resolves.toBeNull();
    });

    it('replaces a document on set and merges maps deeply on set with merge', async () => {
      const { port, root } = await setup();
      const path = `${root}/items/b`;
      await port.set(path, { a: 1, map: { x: 1, y: 2 } });
      await port.set(path, { map: { y: 3 } }, { merge: true });
      expect((await port.get(path))?.data).toEqual({ a: 1, map: { x: 1, y: 3 } });
      await port.set(path, { c: 1 });
      expect((await port.get(path))?.data).toEqual({ c: 1 });
    });

    it('updates top-level and dotted fields, and refuses to update a missing document', async () => {
      const { port, root } = await setup();
      const path = `${root}/items/c`;
      await port.set(path, { a: 1, map: { x: 1, y: 2 } });
      await port.update(path, { a: 2, 'map.x': 5 });
      expect((await port.get(path))?.data).toEqual({ a: 2, map: { x: 5, y: 2 } });
      await expect(port.update(`${root}/items/none`, { a: 1 })).rejects.toThrow();
    });

    it('adds documents with fresh ids and removes them', async () => {
      const { port, root } = await setup();
      const first = await port.add(`${root}/added`, { n: 1 });
      const second = await port.add(`${root}/added`, { n: 2 });
      expect(first).not.toBe(second);
      await port.remove(`${root}/added/${first}`);
      expect(ids(await port.query(`${root}/added`))).toEqual([second]);
    });

    it('filters, orders and limits queries, leaving out documents without the ordered field', async () => {
      const { port, root } = await setup();
      const col = `${root}/products`;
      await port.batch([
        { kind: 'set', path: `${col}/p1`, data: { isActive: true, orderIndex: 2, name: 'Brie' } },
        { kind: 'set', path: `${col}/p2`, data: { isActive: false, orderIndex: 0, name: 'Comté' } },
        { kind: 'set', path: `${col}/p3`, data: { isActive: true, orderIndex: 1, name: 'Miel' } },
        { kind: 'set', path: `${col}/p4`, data: { isActive: true, name: 'Sans ordre' } },
        { kind: 'set', path: `${col}/p1/sub/x`, data: { isActive: true, orderIndex: 0 } },
      ]);
      expect(ids(await port.query(col, { orderBy: [['orderIndex', 'asc']] }))).toEqual(['p2', 'p3', 'p1']);
      expect(
        ids(await port.query(col, { where: [['isActive', '==', true]], orderBy: [['orderIndex', 'desc']] })),
      ).toEqual(['p1', 'p3']);
      expect(ids(await port.query(col, { orderBy: [['orderIndex', 'asc']], limit: 2 }))).toEqual(['p2', 'p3']);
      expect(ids(await port.query(col, { where: [['name', '==', 'Sans ordre']] }))).toEqual(['p4']);
    });

    it('counts the matching documents without those of subcollections, 0 for an empty collection', async () => {
      const { port, root } = await setup();
      const col = `${root}/counted`;
      await port.batch([
        { kind: 'set', path: `${col}/a`, data: { isViewed: false } },
        { kind: 'set', path: `${col}/b`, data: { isViewed: true } },
        { kind: 'set', path: `${col}/c`, data: { isViewed: false } },
        { kind: 'set', path: `${col}/a/sub/x`, data: { isViewed: false } },
      ]);
      await expect(port.count(col)).resolves.toBe(3);
      await expect(port.count(col, { where: [['isViewed', '==', false]] })).resolves.toBe(2);
      await expect(port.count(`${root}/nothing`)).resolves.toBe(0);
    });

    it('finds and counts the documents whose array holds a value, ordered by another field', async () => {
      const { port, root } = await setup();
      const col = `${root}/keyed`;
      await port.batch([
        { kind: 'set', path: `${col}/a`, data: { keys: ['ep', 'epi'], at: new Date('2025-01-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/b`, data: { keys: ['epi'], at: new Date('2025-02-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/c`, data: { keys: ['bo'], at: new Date('2025-03-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/d`, data: { keys: 'epi', at: new Date('2025-04-01T00:00:00Z') } },
      ]);
      const where = [['keys', 'array-contains', 'epi']] as const;
      expect(ids(await port.query(col, { where, orderBy: [['at', 'desc']] }))).toEqual(['b', 'a']);
      await expect(port.count(col, { where })).resolves.toBe(2);
    });

    it('finds the documents whose timestamp is before a date, and none without one', async () => {
      const { port, root } = await setup();
      const col = `${root}/leads`;
      await port.batch([
        { kind: 'set', path: `${col}/old`, data: { createdAt: new Date('2022-01-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/edge`, data: { createdAt: new Date('2023-01-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/new`, data: { createdAt: new Date('2025-01-01T00:00:00Z') } },
        { kind: 'set', path: `${col}/text`, data: { createdAt: '2020-01-01' } },
        { kind: 'set', path: `${col}/none`, data: { name: 'sans date' } },
      ]);
      const before = await port.query(col, { where: [['createdAt', '<', new Date('2023-01-01T00:00:00Z')]] });
      expect(ids(before)).toEqual(['old']);
    });

    it('keeps a range of days, of one type only, ordered by that field', async () => {
      const { port, root } = await setup();
      const col = `${root}/pickups`;
      await port.batch([
        { kind: 'set', path: `${col}/past`, data: { day: '2026-11-26' } },
        { kind: 'set', path: `${col}/today`, data: { day: '2026-11-27' } },
        { kind: 'set', path: `${col}/later`, data: { day: '2026-12-02' } },
        { kind: 'set', path: `${col}/number`, data: { day: 20261130 } },
      ]);
      const from = (op: '>=' | '>', day: string) =>
        port.query(col, { where: [['day', op, day]], orderBy: [['day', 'asc']] });
      expect(ids(await from('>=', '2026-11-27'))).toEqual(['today', 'later']);
      expect(ids(await from('>', '2026-11-27'))).toEqual(['later']);
      const until = await port.query(col, { where: [['day', '<=', '2026-11-27']], orderBy: [['day', 'desc']] });
      expect(ids(until)).toEqual(['today', 'past']);
    });

    it('pages from a cursor, ties broken by id in the last field’s direction, neither skipping nor repeating', async () => {
      const { port, root } = await setup();
      const col = `${root}/paged`;
      const at = (day: number) => new Date(Date.UTC(2026, 0, day));
      // a, b and c share a date: a page boundary between them must hold.
      const rows: [string, number][] = [
        ['a', 2],
        ['b', 2],
        ['c', 2],
        ['d', 1],
        ['e', 3],
        ['f', 4],
      ];
      await port.batch(rows.map(([id, day]) => ({ kind: 'set', path: `${col}/${id}`, data: { at: at(day) } })));
      const newest = { orderBy: [['at', 'desc']] } as const;
      expect(ids(await port.query(col, newest))).toEqual(['f', 'e', 'c', 'b', 'a', 'd']);
      const seen: string[] = [];
      let start: { values: unknown[]; id: string; inclusive: boolean } | undefined;
      for (let page = 0; page < 4; page += 1) {
        const docs = await port.query(col, { ...newest, limit: 2, ...(start ? { start } : {}) });
        seen.push(...ids(docs));
        const last = docs.at(-1);
        if (!last) break;
        start = { values: [last.data.at], id: last.id, inclusive: false };
      }
      expect(seen).toEqual(['f', 'e', 'c', 'b', 'a', 'd']);
      const from = await port.query(col, { ...newest, start: { values: [at(2)], id: 'b', inclusive: true } });
      expect(ids(from)).toEqual(['b', 'a', 'd']);
      // A cursor whose document is gone still marks the place.
      await port.remove(`${col}/c`);
      const after = await port.query(col, { ...newest, start: { values: [at(2)], id: 'c', inclusive: false } });
      expect(ids(after)).toEqual(['b', 'a', 'd']);
    });

    it('reads every document a filter matches, page after page, as an export does', async () => {
      const { port, root } = await setup();
      const col = `${root}/requests`;
      const at = (day: number) => new Date(Date.UTC(2025, 0, day));
      // Done requests among new ones, two of them the same day: every page holds only the filter's.
      const rows: [string, number, string][] = [
        ['r1', 1, 'done'],
        ['r2', 2, 'new'],
        ['r3', 3, 'done'],
        ['r4', 3, 'done'],
        ['r5', 4, 'new'],
        ['r6', 5, 'done'],
        ['r7', 6, 'done'],
      ];
      await port.batch(
        rows.map(([id, day, status]) => ({ kind: 'set', path: `${col}/${id}`, data: { at: at(day), status } })),
      );
      const ref = { kind: 'collection', path: col, schema: z.object({ at: z.date(), status: z.string() }) } as const;
      const read: number[] = [];
      const done = await readEveryPage(
        port,
        ref,
        { where: [['status', '==', 'done']], orderBy: [['at', 'desc']] },
        { pageSize: 2, onPage: (count) => read.push(count) },
      );
      expect(done.map((request) => request.id)).toEqual(['r7', 'r6', 'r4', 'r3', 'r1']);
      expect(read).toEqual([2, 4, 5]);
    });

    it('takes a new document at the top of a live first page, pushing its last one out', listener, async () => {
      const { port, root } = await setup();
      const col = `${root}/inbox`;
      const at = (day: number) => new Date(Date.UTC(2025, 0, day));
      await port.batch([1, 2, 3, 4].map((day) => ({ kind: 'set', path: `${col}/q${day}`, data: { at: at(day) } })));
      const firstPage = port.watchQuery(col, { orderBy: [['at', 'desc']], limit: 3 });
      await waitForValue(firstPage, (docs) => ids(docs).join() === 'q4,q3,q2');
      const arrived = waitForValue(firstPage, (docs) => ids(docs).join() === 'new,q4,q3');
      await port.set(`${col}/new`, { at: at(9) });
      await arrived;
    });

    it('streams a document: current value first, then changes, then null once deleted', listener, async () => {
      const { port, root } = await setup();
      const path = `${root}/items/live`;
      await port.set(path, { n: 1 });
      const stream = port.watchDoc(path);
      await waitForValue(stream, (doc) => doc?.data.n === 1);
      const changed = waitForValue(stream, (doc) => doc?.data.n === 2);
      await port.update(path, { n: 2 });
      await changed;
      const deleted = waitForValue(stream, (doc) => doc === null);
      await port.remove(path);
      await deleted;
    });

    it('streams a query as documents are added, changed and removed', listener, async () => {
      const { port, root } = await setup();
      const col = `${root}/events`;
      const stream = port.watchQuery(col, { orderBy: [['orderIndex', 'asc']] });
      await waitForValue(stream, (docs) => docs.length === 0);
      const added = waitForValue(stream, (docs) => ids(docs).join() === 'e1,e2');
      await port.set(`${col}/e2`, { orderIndex: 1 });
      await port.set(`${col}/e1`, { orderIndex: 0 });
      await added;
      const reordered = waitForValue(stream, (docs) => ids(docs).join() === 'e2,e1');
      await port.update(`${col}/e1`, { orderIndex: 5 });
      await reordered;
      const removed = waitForValue(stream, (docs) => ids(docs).join() === 'e1');
      await port.remove(`${col}/e2`);
      await removed;
    });

    it('applies a batch entirely or not at all', async () => {
      const { port, root } = await setup();
      const writes = [
        { kind: 'set', path: `${root}/batch/ok`, data: { n: 1 } },
        { kind: 'update', path: `${root}/batch/missing`, patch: { n: 1 } },
      ] as const;
      await expect(port.batch(writes)).rejects.toThrow();
      await expect(port.get(`${root}/batch/ok`)).resolves.toBeNull();
    });

    it('resolves server timestamps and increments', async () => {
      const { port, root } = await setup();
      const path = `${root}/items/counter`;
      const before = Date.now();
      await port.set(path, { count: 1, at: serverTimestamp() });
      await port.update(path, { count: increment(2) });
      await port.set(path, { other: increment(1) }, { merge: true });
      const data = (await port.get(path))?.data;
      expect(data?.count).toBe(3);
      expect(data?.other).toBe(1);
      expect(data?.at).toBeInstanceOf(Date);
      expect((data?.at as Date).getTime()).toBeGreaterThanOrEqual(before - 60_000);
    });

    it('keeps every one of 20 parallel transactional increments', async () => {
      const { port, root } = await setup();
      const path = `${root}/items/tx`;
      await port.set(path, { count: 0 });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          port.transaction(async (tx) => {
            const doc = await tx.get(path);
            tx.update(path, { count: (doc?.data.count as number) + 1 });
          }),
        ),
      );
      expect((await port.get(path))?.data.count).toBe(20);
    });

    it('writes nothing when a transaction throws', async () => {
      const { port, root } = await setup();
      const path = `${root}/items/tx-fail`;
      await expect(
        port.transaction(async (tx) => {
          await tx.get(path);
          tx.set(path, { n: 1 });
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      await expect(port.get(path)).resolves.toBeNull();
    });
  });
}
