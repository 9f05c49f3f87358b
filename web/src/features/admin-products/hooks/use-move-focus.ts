import { useCallback, useEffect, useRef, useState } from 'react';

interface Pending {
  key: string;
  direction: 'up' | 'down';
}

/**
 * After an item of an in-form list moved (ReorderButtons marked with `focusKey`), puts focus back
 * on the moved item's button and says where it went, as useReorder does for stored lists.
 */
export function useMoveFocus(deps: unknown) {
  const pending = useRef<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const other = target.direction === 'up' ? 'down' : 'up';
    const button = (direction: string) =>
      document.querySelector<HTMLButtonElement>(`[data-reorder="${target.key}:${direction}"]:not(:disabled)`);
    (button(target.direction) ?? button(other))?.focus();
  }, [deps]);

  const moved = useCallback((key: string, label: string, delta: -1 | 1, position: number, count: number) => {
    pending.current = { key, direction: delta < 0 ? 'up' : 'down' };
    setAnnouncement(`«\u00a0${label}\u00a0» déplacé en position ${position} sur ${count}`);
  }, []);

  return { moved, announcement };
}
