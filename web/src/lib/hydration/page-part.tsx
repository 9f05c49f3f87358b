import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { settle, waiting } from './page-parts';

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
