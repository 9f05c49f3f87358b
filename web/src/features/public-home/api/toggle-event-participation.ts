import { participationStorageKey as storageKey } from '@comptoir/core';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useServices } from '@/lib/services-context';

const listeners = new Set<() => void>();

function readIds(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

// Storage can be switched off (private browsing, strict settings): participation still works, unremembered.
function readStored(siteId: string): string | null {
  try {
    return localStorage.getItem(storageKey(siteId));
  } catch {
    return null;
  }
}

function writeIds(siteId: string, update: (ids: string[]) => string[]): void {
  try {
    localStorage.setItem(storageKey(siteId), JSON.stringify(update(readIds(readStored(siteId)))));
  } catch (error) {
    console.error('Participation non mémorisée dans ce navigateur', error);
  }
  listeners.forEach((listener) => listener());
}

// Other tabs write the same list: the 'storage' event keeps every open page in step.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export interface EventParticipation {
  isParticipating: (eventId: string) => boolean;
  isPending: (eventId: string) => boolean;
  toggle: (eventId: string) => Promise<void>;
}

/**
 * The visitor joins or leaves an event. The ids of the events they join are
 * remembered in this browser (per site); the count itself is the event document's, live.
 */
export function useEventParticipation(siteId: string | null): EventParticipation {
  const { auth, functions } = useServices();
  const raw = useSyncExternalStore(
    subscribe,
    () => (siteId ? readStored(siteId) : null),
    () => null,
  );
  const joined = useMemo(() => new Set(readIds(raw)), [raw]);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback(
    async (eventId: string) => {
      if (!siteId) return;
      const participate = !joined.has(eventId);
      setPending((ids) => new Set(ids).add(eventId));
      try {
        await auth.ensureVisitor();
        const result = await functions.call('toggleEventParticipation', { siteId, eventId, participate });
        writeIds(siteId, (ids) =>
          result.participating ? [...new Set([...ids, eventId])] : ids.filter((id) => id !== eventId),
        );
      } catch (error) {
        // Errors are only logged.
        console.error('Participation à l’événement impossible', error);
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(eventId);
          return next;
        });
      }
    },
    [auth, functions, joined, siteId],
  );

  return {
    isParticipating: (eventId) => joined.has(eventId),
    isPending: (eventId) => pending.has(eventId),
    toggle,
  };
}
