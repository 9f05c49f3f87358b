// Which parts of the page wait to hydrate (PagePart): no React here, the page's first script reads it.

/** The page's parts drawn but not yet hydrated (React hydrates a Suspense boundary after the page). */
export const waiting = new Set<object>();
let waiters: (() => void)[] = [];

export function settle(part: object): void {
  waiting.delete(part);
  if (waiting.size > 0) return;
  const done = waiters;
  waiters = [];
  done.forEach((resolve) => resolve());
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
