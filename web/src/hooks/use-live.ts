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
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { LiveState } from '@/lib/live-cache';
import { useServices } from '@/lib/services-context';

const IDLE: LiveState<never> = { status: 'loading' };

/** Subscribes to a live source shared under `key`; `null` waits (for example until a site is known). */
export function useLive<T>(key: string | null, source: () => Stream<T>): LiveState<T> {
  const { live } = useServices();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const subscribe = useCallback(
    (onChange: () => void) => (key ? live.subscribe(key, () => sourceRef.current(), onChange) : () => undefined),
    [key, live],
  );
  const snapshot = useCallback(() => (key ? live.read<T>(key) : IDLE), [key, live]);
  const renderSnapshot = useCallback(() => (key ? live.readForRender<T>(key) : IDLE), [key, live]);
  return useSyncExternalStore(subscribe, snapshot, renderSnapshot);
}

/** `options.listenerOnly`: a lookup (a list row's) read once by the listener, not also first by Lite. */
export function useDoc<S extends DocSchema>(
  ref: DocRef<S> | null,
  options?: WatchOptions,
): LiveState<Entity<S> | null> {
  const { db } = useServices();
  return useLive(ref ? `doc:${ref.path}` : null, () => watchDoc(db, ref as DocRef<S>, options));
}

export function useCollection<S extends DocSchema>(
  ref: CollectionRef<S> | null,
  spec?: QuerySpec,
  options?: WatchOptions,
): LiveState<Entity<S>[]> {
  const { db } = useServices();
  const key = ref ? `query:${ref.path}:${JSON.stringify(spec ?? {})}` : null;
  return useLive(key, () => watchCollection(db, ref as CollectionRef<S>, spec, options));
}

/** How many documents of `ref` match, live, reading at most a few of them (`watchCount`). */
export function useCount(ref: CollectionRef<DocSchema> | null, where: readonly Where[] = []): LiveState<number> {
  const { db } = useServices();
  const key = ref ? `count:${ref.path}:${JSON.stringify(where)}` : null;
  return useLive(key, () => watchCount(db, (ref as CollectionRef<DocSchema>).path, where));
}
