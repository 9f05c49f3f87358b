import { FunctionError, participationStorageKey as storageKey } from '@comptoir/core';
import { useCallback, useMemo, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { browserStore, useBrowserStore } from '@/hooks/browser-store';
import { useServices } from '@/lib/services-context';

/** The ids of the events this browser joined on one site (anything else stored counts as none). */
const joinedIds = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];

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
  // Remembered per site, in step across this browser's tabs; without a site, nothing is stored.
  const store = useMemo(() => browserStore(storageKey(siteId ?? ''), joinedIds), [siteId]);
  const ids = useBrowserStore(store);
  const joined = useMemo(() => new Set(ids), [ids]);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback(
    async (eventId: string) => {
      if (!siteId) return;
      const participate = !joined.has(eventId);
      setPending((ids) => new Set(ids).add(eventId));
      try {
        await auth.ensureVisitor();
        const result = await functions.call('toggleEventParticipation', { siteId, eventId, participate });
        const stored = store.read();
        store.write(result.participating ? [...new Set([...stored, eventId])] : stored.filter((id) => id !== eventId));
      } catch (error) {
        console.error('Participation à l’événement impossible', error);
        // A refusal that says why (the last place just taken) is told; other failures are only logged.
        if (error instanceof FunctionError && error.code === 'failed-precondition') notify.error(error.message);
      } finally {
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(eventId);
          return next;
        });
      }
    },
    [auth, functions, joined, siteId, store],
  );

  return {
    isParticipating: (eventId) => joined.has(eventId),
    isPending: (eventId) => pending.has(eventId),
    toggle,
  };
}
