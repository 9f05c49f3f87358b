import {
  watchCollection,
  watchCount,
  watchDoc,
  type CollectionRef,
  type DocRef,
  type DocSchema,
  type Entity,
  type QuerySpec,
  type Stream,
  type WatchOptions,
  type Where,
} from '@comptoir/core';
import {
  skipToken,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LiveState } from '@/lib/live-cache';
import { useServices } from '@/lib/services-context';
import { listenedQuery } from './admin-query-client';

export type { LiveState };

/** A read that waits (no site yet) shares this key and never runs. */
const WAITING: QueryKey = ['waiting'];

type Result<T> = Pick<QueryObserverResult<T>, 'status' | 'data' | 'error'>;

/** TanStack's result as the screens read it: loading, the value, or the failure. */
function liveState<T>({ status, data, error }: Result<T>): LiveState<T> {
  if (status === 'error') return { status: 'error', error: error ?? new Error('Lecture échouée') };
  if (status === 'success') return { status: 'success', data: data as T };
  return { status: 'loading' };
}

/**
 * A live read of the back office under `key`: the source's listener, started by the key's first
 * screen and shared by every other, feeds the query cache. `null` waits (until a site is known).
 */
export function useAdminLive<T>(key: QueryKey | null, source: () => Stream<T>): LiveState<T> {
  const client = useQueryClient();
  const { status, data, error } = useQuery({
    queryKey: key ?? WAITING,
    queryFn: key ? listenedQuery(client, key, source) : skipToken,
  });
  return useMemo(() => liveState<T>({ status, data, error }), [status, data, error]);
}

export interface LiveSource<T> {
  key: QueryKey;
  source(): Stream<T>;
}

const combine = <T>(results: Result<T>[]) => results.map((result) => liveState<T>(result));

/**
 * Several live reads at once, as many as the caller needs this render (the pages of a list):
 * adding one leaves the others listened to. The states come back in the sources' order.
 */
export function useAdminLiveAll<T>(sources: readonly LiveSource<T>[]): LiveState<T>[] {
  const client = useQueryClient();
  const results = useQueries({
    queries: sources.map(({ key, source }) => ({ queryKey: key, queryFn: listenedQuery(client, key, source) })),
  });
  return combine<T>(results);
}

/** `options.listenerOnly`: a lookup (a list row's) read once by the listener, not also first by Lite. */
export function useAdminDoc<S extends DocSchema>(
  ref: DocRef<S> | null,
  options?: WatchOptions,
): LiveState<Entity<S> | null> {
  const { db } = useServices();
  return useAdminLive(ref ? ['doc', ref.path] : null, () => watchDoc(db, ref as DocRef<S>, options));
}

export function useAdminCollection<S extends DocSchema>(
  ref: CollectionRef<S> | null,
  spec?: QuerySpec,
  options?: WatchOptions,
): LiveState<Entity<S>[]> {
  const { db } = useServices();
  const key = ref ? ['query', ref.path, spec ?? {}] : null;
  return useAdminLive(key, () => watchCollection(db, ref as CollectionRef<S>, spec, options));
}

/** How many documents of `ref` match, live, reading at most a few of them (`watchCount`). */
export function useAdminCount(ref: CollectionRef<DocSchema> | null, where: readonly Where[] = []): LiveState<number> {
  const { db } = useServices();
  const key = ref ? ['count', ref.path, where] : null;
  return useAdminLive(key, () => watchCount(db, (ref as CollectionRef<DocSchema>).path, where));
}
