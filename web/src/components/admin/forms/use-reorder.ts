import { moveOrderedItem, type OrderedCollection, type OrderedItem } from '@comptoir/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { useServices } from '@/lib/services-context';

interface PendingFocus {
  key: string;
  direction: 'up' | 'down';
}

/**
 * Moving items of a live ordered collection (DESIGN: orderIndex). Focus follows the moved item's
 * button once the list re-renders in its new order, and `announcement` says where it went, for a
 * polite live region, so keyboard and screen-reader users keep their place.
 */
export function useReorder<T extends OrderedItem>(
  siteId: string,
  collection: OrderedCollection,
  items: readonly T[],
  labelOf: (item: T) => string,
) {
  const { db } = useServices();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    const wanted = document.querySelector<HTMLButtonElement>(`[data-reorder="${pending.key}:${pending.direction}"]`);
    const other = document.querySelector<HTMLButtonElement>(
      `[data-reorder="${pending.key}:${pending.direction === 'up' ? 'down' : 'up'}"]`,
    );
    const target = wanted && !wanted.disabled ? wanted : other;
    if (target && !target.disabled) {
      target.focus();
      pendingFocus.current = null;
    }
  }, [items, busy]);

  const move = useCallback(
    async (index: number, delta: -1 | 1) => {
      const item = items[index];
      const to = index + delta;
      if (!item || to < 0 || to >= items.length) return;
      pendingFocus.current = { key: item.id, direction: delta < 0 ? 'up' : 'down' };
      setBusy(true);
      try {
        await moveOrderedItem(db, siteId, collection, items, index, to);
        setAnnouncement(`« ${labelOf(item)} » déplacé en position ${to + 1} sur ${items.length}`);
      } catch (error) {
        console.error(error);
        pendingFocus.current = null;
        notify.error("Impossible de modifier l'ordre");
      } finally {
        setBusy(false);
      }
    },
    [collection, db, items, labelOf, siteId],
  );

  return { move, busy, announcement };
}
