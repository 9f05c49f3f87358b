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

/** Emits once every source has emitted, then on every change of any source. */
export function combineStreams<T extends readonly unknown[]>(sources: {
  readonly [K in keyof T]: Stream<T[K]>;
}): Stream<T> {
  return createStream((observer) => {
    const values: unknown[] = new Array(sources.length);
    const seen = new Array<boolean>(sources.length).fill(false);
    const stops = sources.map((source, index) =>
      source.subscribe({
        next: (value) => {
          values[index] = value;
          seen[index] = true;
          if (seen.every(Boolean)) observer.next([...values] as unknown as T);
        },
        error: (error) => observer.error?.(error),
      }),
    );
    return () => stops.forEach((stop) => stop());
  });
}

export function firstValue<T>(source: Stream<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let stop: Unsubscribe | undefined;
    stop = source.subscribe({
      next: (value) => {
        if (done) return;
        done = true;
        resolve(value);
        stop?.();
      },
      error: (error) => {
        if (done) return;
        done = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    if (done) stop();
  });
}
