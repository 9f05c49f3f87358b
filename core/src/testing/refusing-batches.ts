import type { DataPort, Write } from '../port/data-port';

/** `db`, except that a batch writing under `prefix` is refused, as Firestore refuses a document over 1 MiB. */
export const refusingBatches = (db: DataPort, prefix: string): DataPort =>
  new Proxy(db, {
    get(target, key) {
      if (key === 'batch')
        return (writes: readonly Write[]) =>
          writes.some(({ path }) => path.startsWith(prefix))
            ? Promise.reject(new Error('Document larger than 1 MiB'))
            : target.batch(writes);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
