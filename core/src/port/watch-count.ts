import type { DataPort, Where } from './data-port';
import { createStream, type Stream } from './stream';

/** How many of the newest matching documents a live count listens to. */
export const COUNT_WINDOW = 10;

/**
 * A live count that never reads more than `window` documents, whatever the collection's size.
 * It listens to the newest matching documents (by `createdAt`); while they are fewer than `window`
 * their number is the count, otherwise a count aggregation answers, taken again each time that
 * window changes (a new document arrives, one of the newest stops matching) and after each of the
 * app's own writes to the collection (`writesTo`: marking an older request seen lowers the count
 * at once). A change made elsewhere to a document past the window shows at the next of those.
 */
export function watchCount(
  db: DataPort,
  collectionPath: string,
  where: readonly Where[] = [],
  window = COUNT_WINDOW,
): Stream<number> {
  return createStream((observer) => {
    let active = true;
    let full = false;
    // Each aggregation answers for the window it was asked after; an older answer arriving late is dropped.
    let asked = 0;
    const recount = () => {
      const ask = ++asked;
      db.count(collectionPath, { where }).then(
        (count) => active && ask === asked && observer.next(count),
        (error: unknown) => active && observer.error?.(error),
      );
    };
    const stop = db.watchQuery(collectionPath, { where, orderBy: [['createdAt', 'desc']], limit: window }).subscribe({
      next: (docs) => {
        full = docs.length >= window;
        if (full) return recount();
        asked += 1;
        observer.next(docs.length);
      },
      error: (error) => observer.error?.(error),
    });
    const stopNotices = db.writesTo?.(collectionPath).subscribe({ next: () => full && recount() });
    return () => {
      active = false;
      stop();
      stopNotices?.();
    };
  });
}
