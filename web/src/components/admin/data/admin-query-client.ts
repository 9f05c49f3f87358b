import type { Stream, Unsubscribe } from '@comptoir/core';
import { QueryClient, hashKey, type QueryKey } from '@tanstack/react-query';

/** How long a read stays listened to after its last screen leaves it (route changes reuse it). */
export const LINGER_MS = 10_000;

interface Listener {
  stop: Unsubscribe;
  latest?: unknown;
  /** The query has taken the first value: later ones go straight to the cache. */
  settled: boolean;
  /** A value came after the first while the query was still taking that one. */
  newer: boolean;
}

const listenersByClient = new WeakMap<QueryClient, Map<string, Listener>>();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The back office's query cache, fed by listeners: a read's value is always the listener's last,
 * so it is never stale (`staleTime: Infinity`), nothing is retried (a refused listener stays
 * refused) and a query left without a screen for `LINGER_MS` is removed, which stops its listener.
 */
export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: LINGER_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  const listeners = new Map<string, Listener>();
  listenersByClient.set(client, listeners);
  client.getQueryCache().subscribe((event) => {
    const listener = listeners.get(event.query.queryHash);
    if (!listener) return;
    if (event.type === 'removed') {
      listeners.delete(event.query.queryHash);
      listener.stop();
    } else if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      listener.settled = true;
      // The first value's fetch landed after a newer value: the newer one wins.
      if (listener.newer) {
        listener.newer = false;
        client.setQueryData(event.query.queryKey, listener.latest);
      }
    }
  });
  return client;
}

/**
 * A query function that starts the key's listener and resolves with its first value; the listener
 * then writes each further value into the cache. Run again (an invalidation), it starts afresh.
 */
export function listenedQuery<T>(client: QueryClient, queryKey: QueryKey, source: () => Stream<T>): () => Promise<T> {
  return () => {
    const listeners = listenersByClient.get(client);
    if (!listeners) throw new Error('listenedQuery needs the back office’s query client (createAdminQueryClient)');
    const hash = hashKey(queryKey);
    const previous = listeners.get(hash);
    listeners.delete(hash);
    previous?.stop();
    return new Promise<T>((resolve, reject) => {
      let first = true;
      let finished = false;
      const listener: Listener = { stop: () => (finished = true), settled: false, newer: false };
      const current = () => listeners.get(hash) === listener;
      const fail = (error: unknown) => {
        console.error(`Lecture en direct échouée (${hash})`, error);
        finished = true;
        // A failed listener is finished (Firestore never resumes it): the key's next screen starts another.
        if (current()) listeners.delete(hash);
        if (first) {
          first = false;
          reject(asError(error));
          return;
        }
        client
          .getQueryCache()
          .find({ queryKey, exact: true })
          ?.setState({ status: 'error', error: asError(error), data: undefined, fetchStatus: 'idle' });
      };
      listeners.set(hash, listener);
      try {
        const stop = source().subscribe({
          next: (data) => {
            if (finished) return;
            listener.latest = data;
            if (first) {
              first = false;
              resolve(data);
            } else if (listener.settled) client.setQueryData(queryKey, data);
            else listener.newer = true;
          },
          error: (error) => !finished && fail(error),
        });
        if (finished) stop();
        else listener.stop = stop;
      } catch (error) {
        fail(error);
      }
    });
  };
}

/** How many listeners the client holds (tests). */
export function listenerCount(client: QueryClient): number {
  return listenersByClient.get(client)?.size ?? 0;
}
