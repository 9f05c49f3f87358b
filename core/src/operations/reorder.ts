import type { DataPort, Write } from '../port/data-port';
import { refs, type OrderedCollection } from '../model/refs';
import { updateWrite } from '../model/repo';

export interface OrderedItem {
  id: string;
  orderIndex: number;
}

/**
 * A new item goes last, with orderIndex = the current list length. A deletion in the middle
 * leaves a gap, where the length would tie with the last item: then it takes the one after the last.
 */
export function nextOrderIndex(items: readonly Pick<OrderedItem, 'orderIndex'>[]): number {
  return items.reduce((next, item) => Math.max(next, item.orderIndex + 1), items.length);
}

/** Moves `items[from]` to position `to` in an array copy; out-of-range moves return the same order. */
export function moveInList<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/**
 * The writes that move one item of an ordered list: the list (in its displayed order) is renumbered
 * 0…n-1 and only the documents whose orderIndex changes are written, so gaps and duplicates left by
 * deletions or concurrent additions heal on the first move.
 */
export function reorderWrites(
  siteId: string,
  collection: OrderedCollection,
  items: readonly OrderedItem[],
  from: number,
  to: number,
): Write[] {
  return moveInList(items, from, to).flatMap((item, index) =>
    item.orderIndex === index ? [] : [updateWrite(refs.item(siteId, collection, item.id), { orderIndex: index })],
  );
}

/** Moves one item in one atomic batch. */
export async function moveOrderedItem(
  db: DataPort,
  siteId: string,
  collection: OrderedCollection,
  items: readonly OrderedItem[],
  from: number,
  to: number,
): Promise<void> {
  const writes = reorderWrites(siteId, collection, items, from, to);
  if (writes.length > 0) await db.batch(writes);
}
