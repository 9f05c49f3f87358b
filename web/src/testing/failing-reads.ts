import { createStream, type DataPort } from '@comptoir/core';
import type { Services } from '@/lib/services';

export type ReadFailure = 'error' | 'never';

/**
 * The same services, except that live reads of the matching paths fail ('error') or never answer
 * ('never'): for the error and loading states of a screen.
 */
export function withFailingReads(
  services: Services,
  matches: (path: string) => boolean,
  failure: ReadFailure,
): Services {
  const base = services.db;
  const failing = <T>() =>
    createStream<T>((observer) => {
      if (failure === 'error') observer.error?.(new Error('Lecture refusée (test)'));
      return () => undefined;
    });
  const db = new Proxy(base, {
    get(target, property) {
      if (property === 'watchDoc') return (path: string) => (matches(path) ? failing() : target.watchDoc(path));
      if (property === 'watchQuery')
        return (path: string, spec?: Parameters<DataPort['watchQuery']>[1]) =>
          matches(path) ? failing() : target.watchQuery(path, spec);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ...services, db };
}
