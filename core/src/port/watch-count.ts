import type { DataPort, Where } from './data-port';
import { createStream, type Stream } from './stream';

/** How many of the newest matching documents a live count reads first. */
export const COUNT_WINDOW = 10;

/**
 * A live count that never reads more than `window` documents, whatever the collection's size.
 * It reads the newest matching documents (by `createdAt`); while they are fewer than `window` their
 * number is the count, live. Once they fill the window a count aggregation answers, and only the
 * newest document stays followed: the aggregation is taken again each time it changes (a new
 * document arrives, the newest stops matching) and after each of the app's own writes to the
 * collection (`writesTo`: marking an older request seen lowers the count at once). A change made
 * elsewhere to an older document shows at the next of those.
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
    const newest = (limit: number) => db.watchQuery(collectionPath, { where, orderBy: [['createdAt', 'desc']], limit });
    const onError = (error: unknown) => observer.error?.(error);
    let stop = newest(window).subscribe({
      next: (docs) => {
        if (full) return;
        if (docs.length < window) {
          asked += 1;
          return observer.next(docs.length);
        }
        full = true;
        recount();
        // Past the window, following its newest document is enough to know when to count again.
        const counted = docs[0]?.path;
        queueMicrotask(() => {
          if (!active) return;
          stop();
          let first = true;
          stop = newest(1).subscribe({
            next: (latest) => {
              const same = first && latest[0]?.path === counted;
              first = false;
              if (!same) recount();
            },
            error: onError,
          });
        });
      },
      error: onError,
    });
    const stopNotices = db.writesTo?.(collectionPath).subscribe({ next: () => full && recount() });
    return () => {
      active = false;
      stop();
      stopNotices?.();
    };
  });
}
