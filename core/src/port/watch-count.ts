import type { DataPort, Where } from './data-port';
import { createStream, type Stream } from './stream';

/** How many of the newest matching documents a live count listens to. */
export const COUNT_WINDOW = 10;

/**
 * A live count that never reads more than `window` documents, whatever the collection's size.
 * It listens to the newest matching documents (by `createdAt`); while they are fewer than `window`
 * their number is the count, otherwise a count aggregation answers, taken again each time that
 * window changes (a new document arrives, one of the newest stops matching).
 */
export function watchCount(
  db: DataPort,
  collectionPath: string,
  where: readonly Where[] = [],
  window = COUNT_WINDOW,
): Stream<number> {
  return createStream((observer) => {
    let active = true;
    // Each aggregation answers for the window it was asked after; an older answer arriving late is dropped.
    let asked = 0;
    const stop = db.watchQuery(collectionPath, { where, orderBy: [['createdAt', 'desc']], limit: window }).subscribe({
      next: (docs) => {
        const ask = ++asked;
        if (docs.length < window) return observer.next(docs.length);
        db.count(collectionPath, { where }).then(
          (count) => active && ask === asked && observer.next(count),
          (error: unknown) => active && observer.error?.(error),
        );
      },
      error: (error) => observer.error?.(error),
    });
    return () => {
      active = false;
      stop();
    };
  });
}
