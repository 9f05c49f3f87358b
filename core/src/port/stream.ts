export interface Observer<T> {
  next: (value: T) => void;
  error?: (error: unknown) => void;
}

export type Unsubscribe = () => void;

/** A live source of values: the first value is the current state, later values are changes. */
export interface Stream<T> {
  subscribe(observer: Observer<T>): Unsubscribe;
}

export function createStream<T>(subscribe: (observer: Observer<T>) => Unsubscribe): Stream<T> {
  return { subscribe };
}

export function mapStream<A, B>(source: Stream<A>, project: (value: A) => B): Stream<B> {
  return createStream((observer) =>
    source.subscribe({
      next: (value) => {
        let projected: B;
        try {
          projected = project(value);
        } catch (error) {
          observer.error?.(error);
          return;
        }
        observer.next(projected);
      },
      error: (error) => observer.error?.(error),
    }),
  );
}

/** A stream of one value: the promise's result (or its error). */
export function fromPromise<T>(start: () => Promise<T>): Stream<T> {
  return createStream((observer) => {
    let active = true;
    start().then(
      (value) => active && observer.next(value),
      (error: unknown) => active && observer.error?.(error),
    );
    return () => {
      active = false;
    };
  });
}
