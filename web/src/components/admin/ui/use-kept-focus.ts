import { useCallback, useRef, type FocusEvent } from 'react';

/**
 * A dialog's first focus without taking focus away from what the user has already reached in it.
 * The dialog moves focus to its first field once its focus trap starts, a frame after it opens
 * — on a busy phone up to a second later, when the owner may already be typing in another field,
 * whose next keys would then land in the first one. Spread `contentProps` on the dialog's content
 * and give `initialFocusEl` to its root: the last field focused inside keeps the focus; before
 * any, the dialog's own choice stands (null).
 */
export function useKeptFocus<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const last = useRef<HTMLElement | null>(null);
  const onFocus = useCallback((event: FocusEvent<E>) => {
    if (event.target !== event.currentTarget) last.current = event.target;
  }, []);
  const initialFocusEl = useCallback(() => {
    const kept = last.current;
    return kept?.isConnected && ref.current?.contains(kept) ? kept : null;
  }, []);
  return { contentProps: { ref, onFocus }, initialFocusEl };
}
