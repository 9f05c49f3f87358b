import { countReads, mapStream, type DataPort, type Doc } from '@comptoir/core';
import type { Services } from '@/lib/services';

/**
 * The same services, counting the reads Firestore would bill for what the screen asks: a get or a
 * document listener's answer one each, a query's answer one per document (at least one), a live
 * query's later answers one per document added or changed, a count one per 1,000 counted.
 */
export function withReadCount(services: Services): { services: Services; reads: () => number } {
  let reads = 0;
  const base = services.db;
  const billQuery = (docs: Doc[]) => {
    reads += Math.max(1, docs.length);
    return docs;
  };
  const liveQuery = (source: ReturnType<DataPort['watchQuery']>) => {
    let seen: Map<string, string> | null = null;
    return mapStream(source, (docs) => {
      const now = new Map(docs.map((doc) => [doc.path, JSON.stringify(doc.data)]));
      reads +=
        seen === null
          ? Math.max(1, docs.length)
          : docs.filter((doc) => seen?.get(doc.path) !== now.get(doc.path)).length;
      seen = now;
      return docs;
    });
  };
  const db = new Proxy(base, {
    get(target, property) {
      switch (property) {
        case 'get':
          return async (path: string) => ((reads += 1), target.get(path));
        case 'query':
          return async (path: string, spec?: Parameters<DataPort['query']>[1]) =>
            billQuery(await target.query(path, spec));
        case 'count':
          return async (path: string, spec?: Parameters<DataPort['count']>[1]) => {
            const counted = await target.count(path, spec);
            reads += countReads(counted);
            return counted;
          };
        case 'watchDoc':
        case 'watchDocLive':
          return (path: string) => mapStream(target.watchDoc(path), (doc) => ((reads += 1), doc));
        case 'watchQuery':
        case 'watchQueryLive':
          return (path: string, spec?: Parameters<DataPort['watchQuery']>[1]) =>
            liveQuery(target.watchQuery(path, spec));
        default: {
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        }
      }
    },
  });
  return { services: { ...services, db }, reads: () => reads };
}
