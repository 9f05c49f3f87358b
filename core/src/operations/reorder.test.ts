import { describe, expect, it } from 'vitest';
import { moveInList, moveOrderedItem, nextOrderIndex, reorderWrites } from './reorder';
import { storeWith } from './testing/fixtures';

const FAQ = (id: string) => `sites/s1/faqs/${id}`;
const faqs = (indexes: Record<string, number>) =>
  storeWith(
    Object.fromEntries(
      Object.entries(indexes).map(([id, orderIndex]) => [FAQ(id), { question: `Q ${id}`, answer: 'R', orderIndex }]),
    ),
  );
const orderOf = async (db: Awaited<ReturnType<typeof faqs>>) =>
  (await db.query('sites/s1/faqs', { orderBy: [['orderIndex', 'asc']] })).map((doc) => doc.id);

describe('reordering', () => {
  it('gives a new item the list length as its orderIndex', () => {
    expect(nextOrderIndex([])).toBe(0);
    expect(nextOrderIndex([0, 1, 2].map((orderIndex) => ({ orderIndex })))).toBe(3);
  });

  it('still puts a new item last after a deletion left a gap', () => {
    expect(nextOrderIndex([0, 2].map((orderIndex) => ({ orderIndex })))).toBe(3);
  });

  it('moves an item up or down and ignores moves past either end', () => {
    expect(moveInList(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveInList(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveInList(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('writes only the items whose position changes', () => {
    const items = [
      { id: 'a', orderIndex: 0 },
      { id: 'b', orderIndex: 1 },
      { id: 'c', orderIndex: 2 },
      { id: 'd', orderIndex: 3 },
    ];
    expect(reorderWrites('s1', 'faqs', items, 1, 2).map((w) => [w.path, w.kind === 'update' && w.patch])).toEqual([
      [FAQ('c'), { orderIndex: 1 }],
      [FAQ('b'), { orderIndex: 2 }],
    ]);
    expect(reorderWrites('s1', 'faqs', items, 3, 4)).toEqual([]);
  });

  it('heals duplicate and missing indexes left by deletions on the first move', async () => {
    const db = await faqs({ a: 0, b: 2, c: 2, d: 7 });
    const items = [
      { id: 'a', orderIndex: 0 },
      { id: 'b', orderIndex: 2 },
      { id: 'c', orderIndex: 2 },
      { id: 'd', orderIndex: 7 },
    ];
    await moveOrderedItem(db, 's1', 'faqs', items, 3, 2);
    expect(await orderOf(db)).toEqual(['a', 'b', 'd', 'c']);
    const indexes = (await db.query('sites/s1/faqs')).map((doc) => doc.data.orderIndex).sort();
    expect(indexes).toEqual([0, 1, 2, 3]);
  });

  it('writes nothing when a document of the list is gone, rather than half a move', async () => {
    const db = await faqs({ a: 0, b: 1 });
    const stale = [
      { id: 'a', orderIndex: 0 },
      { id: 'gone', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ];
    await expect(moveOrderedItem(db, 's1', 'faqs', stale, 0, 2)).rejects.toThrow();
    expect(await orderOf(db)).toEqual(['a', 'b']);
  });
});
