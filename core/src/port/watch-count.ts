import { watchQueryLive, type DataPort, type Where } from './data-port';
import { createStream, type Stream } from './stream';

/** Below this many matching documents, a live count follows them all. */
export const COUNT_WINDOW = 10;

/**
 * A live count that reads the matching documents only while they are fewer than `window`.
 * It follows the newest matching document (by `createdAt`) and, once that listener has answered,
 * asks a count aggregation (one read per 1,000 counted): a document arriving after that answer
 * changes the newest and is counted again, so none falls between the two. Below `window` the
 * count then follows the newest `window` documents instead: exact and live from them, whoever
 * changes them, with no further aggregation (and once they fill the window, back to the newest
 * alone). At or past `window`, the aggregation is taken again each time the newest document
 * changes (a new one arrives, the newest stops matching) and after each of the app's own writes
 * to the collection (`writesTo`: marking an older request seen lowers the count at once); a
 * change made elsewhere to an older document shows at the next of those.
 */
export function watchCount(
  db: DataPort,
  collectionPath: string,
  where: readonly Where[] = [],
  window = COUNT_WINDOW,
): Stream<number> {
  return createStream((observer) => {
    let active = true;
    let mode: 'starting' | 'window' | 'full' = 'starting';
    let stop = () => {};
    // Each aggregation answers for the moment it was asked; an older answer arriving late is dropped.
    let asked = 0;
    const onError = (error: unknown) => active && observer.error?.(error);
    const newest = (limit: number) => ({ where, orderBy: [['createdAt', 'desc']] as const, limit });

    const counted = (count: number) => {
      observer.next(count);
      if (mode !== 'starting') return;
      mode = count < window ? 'window' : 'full';
      if (mode === 'window') followWindow();
    };
    const recount = () => {
      const ask = ++asked;
      db.count(collectionPath, { where }).then((count) => active && ask === asked && counted(count), onError);
    };
    /**
     * The newest document: each new one counts again, and so does its first answer, unless it is
     * `known`. The same document answered again (the listener taking over from a one-off read, a
     * change to its other fields) leaves the count as it was: it neither came nor went.
     */
    const followNewest = (known?: string) => {
      stop();
      let seen = known !== undefined;
      let newestPath = known;
      stop = db.watchQuery(collectionPath, newest(1)).subscribe({
        next: (latest) => {
          const path = latest[0]?.path;
          if (seen && path === newestPath) return;
          seen = true;
          newestPath = path;
          recount();
        },
        error: onError,
      });
    };
    const followWindow = () => {
      stop();
      // The count is known: the window's first answer may wait for the listener (no one-off read first).
      stop = watchQueryLive(db, collectionPath, newest(window)).subscribe({
        next: (docs) => {
          if (mode !== 'window') return;
          if (docs.length < window) {
            asked += 1;
            return observer.next(docs.length);
          }
          mode = 'full';
          recount();
          // Past the window, following its newest document is enough to know when to count again.
          const known = docs[0]?.path;
          queueMicrotask(() => active && followNewest(known));
        },
        error: onError,
      });
    };

    followNewest();
    const stopNotices = db.writesTo?.(collectionPath).subscribe({ next: () => mode !== 'window' && recount() });
    return () => {
      active = false;
      stop();
      stopNotices?.();
    };
  });
}
