import { useLayoutEffect, useRef, useState } from 'react';

// A handler's arguments are whatever it declares: `never[]` would refuse them, `unknown[]` accept nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest function type, narrowed by H
type Handler = (...args: any[]) => unknown;

/**
 * The same handlers under identities that never change, each calling the latest render's own: a
 * list row drawn once (`memo`) acts on the screen's current state without being drawn again each
 * time the screen is. Call them from events, not while rendering. The keys must not change.
 */
export function useStableHandlers<H extends { [K in keyof H]: Handler }>(handlers: H): H {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((key) => [
          key,
          (...args: unknown[]) => (latest.current[key as keyof H] as Handler)(...args),
        ]),
      ) as H,
  );
  return stable;
}
