import { watchDocLive, watchQueryLive, type DataPort } from './data-port';
import { createStream } from './stream';

/** The collection a document is in: 'sites/s/quoteRequests/q1' → 'sites/s/quoteRequests'. */
const collectionOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * The same port, which also says (`writesTo`) when it has written to a collection, once the write
 * has succeeded: a live count (watchCount) counts again after the user's own change, wherever the
 * changed document stands in the collection.
 */
export function withWriteNotices(db: DataPort): DataPort {
  const listeners = new Map<string, Set<() => void>>();
  const notify = (paths: Iterable<string>) => {
    for (const collection of new Set([...paths].map(collectionOf)))
      listeners.get(collection)?.forEach((tell) => tell());
  };
  const after = async <R>(paths: readonly string[], write: Promise<R>): Promise<R> => {
    const result = await write;
    notify(paths);
    return result;
  };
  return {
    watchDoc: (path) => db.watchDoc(path),
    watchQuery: (path, spec) => db.watchQuery(path, spec),
    watchQueryLive: (path, spec) => watchQueryLive(db, path, spec),
    watchDocLive: (path) => watchDocLive(db, path),
    get: (path) => db.get(path),
    query: (path, spec) => db.query(path, spec),
    count: (path, spec) => db.count(path, spec),
    newId: () => db.newId(),
    set: (path, data, options) => after([path], db.set(path, data, options)),
    update: (path, patch) => after([path], db.update(path, patch)),
    remove: (path) => after([path], db.remove(path)),
    add: async (collectionPath, data) => {
      const id = await db.add(collectionPath, data);
      notify([`${collectionPath}/${id}`]);
      return id;
    },
    batch: (writes) =>
      after(
        writes.map((write) => write.path),
        db.batch(writes),
      ),
    transaction: async (run) => {
      const paths: string[] = [];
      const result = await db.transaction((tx) =>
        run({
          get: (path) => tx.get(path),
          set: (path, data, options) => (paths.push(path), tx.set(path, data, options)),
          update: (path, patch) => (paths.push(path), tx.update(path, patch)),
          remove: (path) => (paths.push(path), tx.remove(path)),
        }),
      );
      notify(paths);
      return result;
    },
    writesTo: (collectionPath) =>
      createStream((observer) => {
        const tell = () => observer.next(undefined);
        const tells = listeners.get(collectionPath) ?? new Set();
        listeners.set(collectionPath, tells.add(tell));
        return () => tells.delete(tell);
      }),
  };
}
