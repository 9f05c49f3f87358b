import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** The page's parts drawn but not yet hydrated (React hydrates a Suspense boundary after the page). */
const waiting = new Set<object>();
let waiters: (() => void)[] = [];

function settle(part: object): void {
  waiting.delete(part);
  if (waiting.size > 0) return;
  const done = waiters;
  waiters = [];
  done.forEach((resolve) => resolve());
}

/** Inside the boundary: its effect runs once the boundary's content has hydrated (or rendered). */
function PartHydrated({ part }: { part: object }) {
  useEffect(() => settle(part), [part]);
  return null;
}

/**
 * A Suspense boundary of a public page. A server-rendered page commits first and hydrates each
 * boundary after: a press replayed before its part is hydrated would do nothing, so the page says
 * when all its parts are (`whenPageHydrated`).
 */
export function PagePart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [part] = useState(() => ({}));
  // Layout effects run before any passive one of the same commit: a part is counted before the
  // parts around it say they have hydrated.
  useLayoutEffect(() => {
    waiting.add(part);
    return () => settle(part);
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      <PartHydrated part={part} />
      {children}
    </Suspense>
  );
}

/** Resolves once every part of the page has hydrated (at once when none waits), or after `maxMs`. */
export function whenPageHydrated(maxMs = 10_000): Promise<void> {
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
