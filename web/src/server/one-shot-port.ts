import {
  countReads,
  fromPromise,
  type CountSpec,
  type DataPort,
  type Doc,
  type QuerySpec,
  type Stream,
} from '@comptoir/core';

/** Documents read by one server render (Firestore bills an empty query as one read). */
export interface ReadCounter {
  reads: number;
}

/**
 * The server reads each source once: a watch becomes a get or a query, counted. Everything else
 * (writes) goes to the port unchanged, though a server render never writes.
 */
export function oneShotPort(db: DataPort, counter: ReadCounter): DataPort {
  const get = async (path: string): Promise<Doc | null> => {
    counter.reads += 1;
    return db.get(path);
  };
  const query = async (collectionPath: string, spec?: QuerySpec): Promise<Doc[]> => {
    const docs = await db.query(collectionPath, spec);
    counter.reads += Math.max(1, docs.length);
    return docs;
  };
  const count = async (collectionPath: string, spec?: CountSpec): Promise<number> => {
    const matches = await db.count(collectionPath, spec);
    counter.reads += countReads(matches);
    return matches;
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'get') return get;
      if (property === 'query') return query;
      if (property === 'count') return count;
      if (property === 'watchDoc') return (path: string): Stream<Doc | null> => fromPromise(() => get(path));
      if (property === 'watchQuery')
        return (collectionPath: string, spec?: QuerySpec): Stream<Doc[]> =>
          fromPromise(() => query(collectionPath, spec));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
