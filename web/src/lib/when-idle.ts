/** How long an idle moment may be waited for once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/** Resolves once the page has loaded and the main thread is idle (live updates start then). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const onIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') onIdle();
    else window.addEventListener('load', onIdle, { once: true });
  });
}
