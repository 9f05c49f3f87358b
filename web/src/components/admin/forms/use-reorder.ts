import { moveOrderedItem, type OrderedCollection, type OrderedItem } from '@comptoir/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAdminMutation } from '@/components/admin/data/use-admin-mutation';
import { useServices } from '@/lib/services-context';

interface PendingFocus {
  key: string;
  direction: 'up' | 'down';
}

/**
 * Moving items of a live ordered collection (by orderIndex). Focus follows the moved item's
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
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus | null>(null);
  const { run: write, pending: busy } = useAdminMutation(
    (list: readonly T[], from: number, to: number) => moveOrderedItem(db, siteId, collection, list, from, to),
    {
      failure: () => {
        // Nothing moved: the focus stays on the button pressed.
        pendingFocus.current = null;
        return 'Impossible de modifier l’ordre';
      },
    },
  );

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
      if ((await write(items, index, to)).ok) {
        setAnnouncement(`«\u00a0${labelOf(item)}\u00a0» déplacé en position ${to + 1} sur ${items.length}`);
      }
    },
    [items, labelOf, write],
  );

  return { move, busy, announcement };
}
