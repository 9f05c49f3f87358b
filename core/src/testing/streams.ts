import type { Stream, Unsubscribe } from '../port/stream';

/** Resolves with the first value that satisfies `accept`, or fails after `timeoutMs` (a liveness bound, generous for a busy machine). */
export function waitForValue<T>(stream: Stream<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let last: T | undefined;
    let stop: Unsubscribe = () => undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`Timed out waiting for a matching value; last: ${JSON.stringify(last)}`))),
      timeoutMs,
    );
    stop = stream.subscribe({
      next: (value) => {
        last = value;
        if (accept(value)) finish(() => resolve(value));
      },
      error: (error) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
    });
    if (settled) stop();
  });
}
