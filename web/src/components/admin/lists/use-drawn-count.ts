import { startTransition, useEffect, useState } from 'react';

/** How many items of a list are drawn with its screen: more than a phone or a laptop shows at once. */
export const FIRST_DRAWN = 10;

/**
 * How many of a list's `length` items to draw: the first FIRST_DRAWN with the screen, then all of
 * them straight after, in a transition (which a tap or a key interrupts and resumes). On a slow
 * phone what is in view shows sooner; nothing is left out, and a page further (« Afficher plus »)
 * is drawn whole.
 */
export function useDrawnCount(length: number, first = FIRST_DRAWN): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && length > first) startTransition(() => setAll(true));
  }, [all, length, first]);
  return all ? length : Math.min(length, first);
}
