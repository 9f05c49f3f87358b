import { createStream, type Stream } from './stream';

/** One stream of every source's latest value, once each has emitted (an empty list emits []). */
export function combineStreams<T>(sources: readonly Stream<T>[]): Stream<T[]> {
  return createStream((observer) => {
    if (sources.length === 0) {
      observer.next([]);
      return () => undefined;
    }
    const latest = new Array<T | undefined>(sources.length);
    const seen = new Set<number>();
    const stops = sources.map((source, index) =>
      source.subscribe({
        next: (value) => {
          latest[index] = value;
          seen.add(index);
          if (seen.size === sources.length) observer.next(latest as T[]);
        },
        error: (error) => observer.error?.(error),
      }),
    );
    return () => stops.forEach((stop) => stop());
  });
}
