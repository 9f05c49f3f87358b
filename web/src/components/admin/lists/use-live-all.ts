import type { Stream } from '@comptoir/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { LiveState } from '@/lib/live-cache';
import { useServices } from '@/lib/services-context';

export interface LiveSource<T> {
  key: string;
  source(): Stream<T>;
}

/**
 * Several live sources at once, as many as the caller needs this render (the pages of a list):
 * each key is shared and kept by the live cache as with `useLive`, so adding a source leaves the
 * others subscribed. The states come back in the sources' order.
 */
export function useLiveAll<T>(sources: readonly LiveSource<T>[]): LiveState<T>[] {
  const { live } = useServices();
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const keys = sources.map((source) => source.key).join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = sourcesRef.current.map(({ key, source }) => live.subscribe(key, source, onChange));
      return () => stops.forEach((stop) => stop());
    },
    // The keys say which sources are read; their functions may be new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys, live],
  );
  const lastRef = useRef<LiveState<T>[]>([]);
  const snapshot = useCallback(() => {
    const states = sourcesRef.current.map(({ key }) => live.read<T>(key));
    const last = lastRef.current;
    if (states.length === last.length && states.every((state, index) => state === last[index])) return last;
    lastRef.current = states;
    return states;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, live]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
