import type { Stream, Unsubscribe } from '@comptoir/core';

export type LiveState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

const LOADING: LiveState<never> = { status: 'loading' };
/** How long a source stays subscribed after its last reader leaves (route changes reuse it). */
const LINGER_MS = 10_000;

interface Entry {
  state: LiveState<unknown>;
  readers: Set<() => void>;
  stop?: Unsubscribe;
  lingering?: ReturnType<typeof setTimeout>;
}

/**
 * Shares one subscription per key between every component reading it (header and page read the
 * same site document once), keeps the last value for instant re-renders, and can start from an
 * initial snapshot injected into the page.
 */
export class LiveCache {
  private readonly entries = new Map<string, Entry>();

  constructor(initial: Iterable<[string, unknown]> = []) {
    for (const [key, data] of initial)
      this.entries.set(key, { state: { status: 'success', data }, readers: new Set() });
  }

  read<T>(key: string): LiveState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as LiveState<T>;
  }

  subscribe<T>(key: string, source: () => Stream<T>, onChange: () => void): Unsubscribe {
    const entry = this.entry(key);
    entry.readers.add(onChange);
    if (entry.lingering) clearTimeout(entry.lingering);
    entry.lingering = undefined;
    if (!entry.stop) {
      // A source that failed (e.g. refused while signed out) is tried again by its next reader.
      if (entry.state.status === 'error') entry.state = LOADING;
      this.start(key, entry, source);
    }
    return () => {
      entry.readers.delete(onChange);
      if (entry.readers.size > 0) return;
      entry.lingering = setTimeout(() => {
        entry.stop?.();
        entry.stop = undefined;
      }, LINGER_MS);
    };
  }

  /** Stops every subscription (tests, sign-out). */
  clear(): void {
    for (const entry of this.entries.values()) {
      if (entry.lingering) clearTimeout(entry.lingering);
      entry.stop?.();
    }
    this.entries.clear();
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, readers: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private start<T>(key: string, entry: Entry, source: () => Stream<T>): void {
    const publish = (state: LiveState<unknown>) => {
      entry.state = state;
      entry.readers.forEach((reader) => reader());
    };
    try {
      entry.stop = source().subscribe({
        next: (data) => publish({ status: 'success', data }),
        error: (error) => {
          console.error(`Lecture en direct échouée (${key})`, error);
          // A failed listener is finished (Firestore never resumes it): let the next reader restart it.
          entry.stop = undefined;
          publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      });
    } catch (error) {
      publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
}
