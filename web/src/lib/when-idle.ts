/** How long an idle moment may be waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves once the page has loaded, `afterMs` more have passed, and the main thread is idle (a
 * server-rendered page hydrates then if nobody touched it, and goes live).
 */
export function whenIdle({ afterMs = 0 }: { afterMs?: number } = {}): Promise<void> {
  return new Promise((resolve) => {
    const onIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(resolve, 200);
    const afterLoad = () => setTimeout(onIdle, afterMs);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
