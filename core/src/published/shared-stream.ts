import { createStream, type Stream, type Unsubscribe } from '../port/stream';

/**
 * One subscription to `source` for every reader, its last value given at once to each new one
 * (also after every reader left: it is refreshed when the source starts again).
 */
export function sharedStream<T>(source: () => Stream<T>): Stream<T> {
  const observers = new Set<{ next: (value: T) => void; error?: (error: unknown) => void }>();
  let last: { value: T } | undefined;
  let stop: Unsubscribe | undefined;
  let started = false;
  return createStream((observer) => {
    observers.add(observer);
    if (last) observer.next(last.value);
    if (!started) {
      started = true;
      const subscription = source().subscribe({
        next: (value) => {
          last = { value };
          observers.forEach((each) => each.next(value));
        },
        error: (error) => {
          started = false;
          stop = undefined;
          observers.forEach((each) => each.error?.(error));
        },
      });
      // Every reader may have left at the first value, given during subscribe.
      if (started) stop = subscription;
      else subscription();
    }
    return () => {
      observers.delete(observer);
      if (observers.size > 0 || !started) return;
      started = false;
      stop?.();
      stop = undefined;
    };
  });
}
