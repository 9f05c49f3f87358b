import {
  createStream,
  mapStream,
  type CountSpec,
  type Data,
  type DataPort,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Stream,
  type Transaction,
  type Write,
} from '@comptoir/core';
import { loadThenSubscribe } from '../lazy-ports';

/** One-off reads: what a first paint needs (Firestore Lite in the app), counts included. */
export type SnapshotReader = Pick<DataPort, 'get' | 'query' | 'count' | 'newId'>;

/** A listener's value; `cacheOnly` when it comes from the local cache alone (no server answer, no local write). */
export interface Listened<T> {
  value: T;
  cacheOnly: boolean;
}

/** The full SDK: a DataPort whose listeners also say where their values come from. */
export interface LivePort extends DataPort {
  listenDoc(path: string): Stream<Listened<Doc | null>>;
  listenQuery(collectionPath: string, spec?: QuerySpec): Stream<Listened<Doc[]>>;
}

/**
 * Public pages start from a snapshot, then go live. Reads go through `lite` (a small
 * SDK in the initial JavaScript) until the live port (the full SDK: listeners, writes, transactions)
 * is loaded by goLive(), which the app calls once the page has loaded and every write calls itself.
 * A watch shows the Lite answer first and the listener's values once live; a Lite answer that comes
 * after the listener's first value is dropped, so it never overwrites newer data. Over a Lite answer,
 * the listener's cache-only values are skipped: a listener that cannot reach the server (offline,
 * streaming blocked by a proxy) reports its empty cache, which would turn a page shown from the
 * server's answer into "not found"; its first server value takes over.
 */
export class LiteFirstDataPort implements DataPort {
  private live: LivePort | undefined;
  private loading: Promise<LivePort> | undefined;
  /** Settles like the first goLive() attempt: watches wait for it without starting the load. */
  private readonly firstAttempt: Promise<LivePort>;
  private startFirstAttempt: (attempt: Promise<LivePort>) => void = () => undefined;

  constructor(
    private readonly lite: SnapshotReader,
    private readonly loadLive: () => Promise<LivePort>,
  ) {
    this.firstAttempt = new Promise((resolve) => (this.startFirstAttempt = resolve));
    // A failed load reaches the watches and the writes; it is not also an unhandled rejection.
    this.firstAttempt.catch(() => undefined);
  }

  /** Loads the live port once; after a failure the next call tries again. */
  goLive(): Promise<LivePort> {
    this.loading ??= this.loadLive().then(
      (port) => (this.live = port),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    this.startFirstAttempt(this.loading);
    return this.loading;
  }

  watchDoc(path: string): Stream<Doc | null> {
    return this.watch(
      () => this.lite.get(path),
      (live) => live.listenDoc(path),
    );
  }

  watchQuery(collectionPath: string, spec?: QuerySpec): Stream<Doc[]> {
    return this.watch(
      () => this.lite.query(collectionPath, spec),
      (live) => live.listenQuery(collectionPath, spec),
    );
  }

  /**
   * The listener alone, once the full SDK is loaded (this does not start the load): no Lite read
   * that the listener would read and bill again. Its values from the cache count too: when the
   * server's answer is the same, the listener says nothing more.
   */
  watchQueryLive(collectionPath: string, spec?: QuerySpec): Stream<Doc[]> {
    return this.listenOnly((live) => live.listenQuery(collectionPath, spec));
  }

  /** The same for a document (a list row's lookup: the site's owner, the user's sites). */
  watchDocLive(path: string): Stream<Doc | null> {
    return this.listenOnly((live) => live.listenDoc(path));
  }

  get(path: string): Promise<Doc | null> {
    return (this.live ?? this.lite).get(path);
  }

  /** A page from a cursor (the back office's lists) goes through the full SDK: Lite reads no pages. */
  async query(collectionPath: string, spec?: QuerySpec): Promise<Doc[]> {
    if (spec?.start) return (await this.goLive()).query(collectionPath, spec);
    return (this.live ?? this.lite).query(collectionPath, spec);
  }

  count(collectionPath: string, spec?: CountSpec): Promise<number> {
    return (this.live ?? this.lite).count(collectionPath, spec);
  }

  newId(): string {
    return this.lite.newId();
  }

  async set(path: string, data: Data, options?: SetOptions): Promise<void> {
    return (await this.goLive()).set(path, data, options);
  }

  async update(path: string, patch: Data): Promise<void> {
    return (await this.goLive()).update(path, patch);
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await this.goLive()).add(collectionPath, data);
  }

  async remove(path: string): Promise<void> {
    return (await this.goLive()).remove(path);
  }

  async batch(writes: readonly Write[]): Promise<void> {
    return (await this.goLive()).batch(writes);
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return (await this.goLive()).transaction(run);
  }

  private listenOnly<T>(listen: (live: LivePort) => Stream<Listened<T>>): Stream<T> {
    return mapStream(
      loadThenSubscribe(() => this.loading ?? this.firstAttempt, listen),
      ({ value }) => value,
    );
  }

  private watch<T>(readOnce: () => Promise<T>, listen: (live: LivePort) => Stream<Listened<T>>): Stream<T> {
    return createStream((observer) => {
      if (this.live) return mapStream(listen(this.live), ({ value }) => value).subscribe(observer);
      let active = true;
      let shown: 'nothing' | 'lite' | 'listener' = 'nothing';
      readOnce().then(
        (value) => {
          if (!active || shown !== 'nothing') return;
          shown = 'lite';
          observer.next(value);
        },
        // The listener reads the same data and reports the error if it persists (a Lite read
        // made before Auth was loaded may be refused where the listener's will not).
        () => undefined,
      );
      const stop = loadThenSubscribe(() => this.loading ?? this.firstAttempt, listen).subscribe({
        next: ({ value, cacheOnly }) => {
          if (shown === 'lite' && cacheOnly) return;
          shown = 'listener';
          observer.next(value);
        },
        error: (error) => observer.error?.(error),
      });
      return () => {
        active = false;
        stop();
      };
    });
  }
}
