import type { Stream } from '@comptoir/core';
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
