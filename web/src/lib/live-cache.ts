import type { Stream, Unsubscribe } from '@comptoir/core';
import { sameValue } from './same-value';

export type LiveState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

const LOADING: LiveState<never> = { status: 'loading' };
/** How long a source stays subscribed after its last reader leaves (route changes reuse it). */
const LINGER_MS = 10_000;

interface Entry {
  state: LiveState<unknown>;
  /** Its value came from the page's snapshot: it goes live only when the cache does. */
  fromSnapshot?: boolean;
  /** The snapshot's value, which hydration must render whatever the source said since. */
  served?: LiveState<unknown>;
  /** A page served with its data keeps showing it when the live source fails (outage). */
  keepOnError?: boolean;
  readers: Set<() => void>;
  stop?: Unsubscribe;
  lingering?: ReturnType<typeof setTimeout>;
}

export interface LiveCacheOptions {
  /** Values from the page's snapshot start their live source only once this settles (page idle). */
  goLive?: Promise<unknown>;
  /** Server rendering: a source stops with its last reader (nothing stays open after the response). */
  oneShot?: boolean;
}

/**
 * Shares one subscription per key between every component reading it (header and page read the
 * same site document once), keeps the last value for instant re-renders, and can start from the
 * snapshot a server-rendered page carries.
 */
export class LiveCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    initial: Iterable<[string, unknown]> = [],
    private readonly options: LiveCacheOptions = {},
  ) {
    for (const [key, data] of initial) {
      const served: LiveState<unknown> = { status: 'success', data };
      this.entries.set(key, {
        state: served,
        served,
        fromSnapshot: true,
        keepOnError: true,
        readers: new Set(),
      });
    }
  }

  read<T>(key: string): LiveState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as LiveState<T>;
  }

  /** Keys a render asked for that no loader had read (the server's page would be incomplete). */
  readonly undeclared = new Set<string>();

  /**
   * What a render sees on the server (what the route's loaders read) and while hydrating (what the
   * server rendered: a part hydrating after a live value arrived must still match its HTML; React
   * renders the live value right after).
   */
  readForRender<T>(key: string): LiveState<T> {
    const entry = this.entries.get(key);
    if (!entry) this.undeclared.add(key);
    return (entry?.served ?? this.read(key)) as LiveState<T>;
  }

  /**
   * A route loader's read: the key's first value (or failure), read now unless the cache holds it.
   * The source stays shared with the page's readers, which subscribe under the same key.
   */
  ensure<T>(key: string, source: () => Stream<T>): Promise<LiveState<T>> {
    const held = this.read<T>(key);
    if (held.status !== 'loading') return Promise.resolve(held);
    return new Promise((resolve) => {
      // The source may answer during subscribe, before its unsubscribe is known.
      const subscription: { stop?: Unsubscribe } = {};
      let answered = false;
      const answer = () => {
        const state = this.read<T>(key);
        if (answered || state.status === 'loading') return;
        answered = true;
        subscription.stop?.();
        resolve(state);
      };
      subscription.stop = this.subscribe(key, source, answer);
      if (answered) subscription.stop();
      else answer();
    });
  }

  /** Every key's current state (the server's snapshot). */
  states(): IterableIterator<[string, LiveState<unknown>]> {
    const entries = this.entries.entries();
    return (function* () {
      for (const [key, entry] of entries) yield [key, entry.state] as [string, LiveState<unknown>];
    })();
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
      if (this.options.oneShot) {
        entry.stop?.();
        entry.stop = undefined;
        return;
      }
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
    const { goLive } = this.options;
    if (entry.fromSnapshot && goLive) {
      entry.fromSnapshot = false;
      let cancelled = false;
      entry.stop = () => {
        cancelled = true;
      };
      void goLive.then(() => {
        if (!cancelled) this.start(key, entry, source);
      });
      return;
    }
    const publish = (state: LiveState<unknown>) => {
      // The first live value usually equals the page's snapshot: nothing to render again.
      if (state.status === 'success' && entry.state.status === 'success' && sameValue(state.data, entry.state.data))
        return;
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
          if (entry.keepOnError && entry.state.status === 'success') return;
          publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      });
    } catch (error) {
      publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
}
