import type { CountSpec, Doc, QuerySpec } from '@comptoir/core';
import type { SnapshotReader } from './lite-first-data-port';

/**
 * How long no read may start before the first paint counts as done: rendering one answer often
 * asks for more, sometimes after a route's code has loaded.
 */
const QUIET_MS = 1_000;
/** How long an idle moment may be waited for. */
const IDLE_TIMEOUT_MS = 2_000;
/** Live updates start at the latest this long after the page has loaded, even if reads keep coming. */
const LATEST_MS = 10_000;

/** Counts the Lite reads in flight: the first paint's reads are done when none is left. */
export class TrackedReader implements SnapshotReader {
  private pending = 0;
  private reads = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly reader: SnapshotReader) {}

  get inFlight(): number {
    return this.pending;
  }

  /** How many reads have started so far. */
  get started(): number {
    return this.reads;
  }

  get(path: string): Promise<Doc | null> {
    return this.track(this.reader.get(path));
  }

  query(collectionPath: string, spec?: QuerySpec): Promise<Doc[]> {
    return this.track(this.reader.query(collectionPath, spec));
  }

  count(collectionPath: string, spec?: CountSpec): Promise<number> {
    return this.track(this.reader.count(collectionPath, spec));
  }

  newId(): string {
    return this.reader.newId();
  }

  /** Resolves when no read is in flight. */
  settled(): Promise<void> {
    return this.pending === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  private track<T>(read: Promise<T>): Promise<T> {
    this.pending += 1;
    this.reads += 1;
    const done = () => {
      this.pending -= 1;
      if (this.pending === 0) this.waiters.splice(0).forEach((wake) => wake());
    };
    read.then(done, done);
    return read;
  }
}

const delay = (page: Window, ms: number) => new Promise<void>((resolve) => page.setTimeout(resolve, ms));

function pageLoaded(page: Window): Promise<void> {
  if (page.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => page.addEventListener('load', () => resolve(), { once: true }));
}

function idle(page: Window): Promise<void> {
  if (typeof page.requestIdleCallback !== 'function') return delay(page, 0);
  return new Promise((resolve) => page.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }));
}

/**
 * Resolves once the first paint is done: the page has loaded (in this single-page app 'load' fires
 * before the first render, as soon as the entry's scripts have run), no read has been in flight or
 * started for QUIET_MS, and the browser has had an idle moment. LATEST_MS after 'load' at the latest.
 */
export async function afterFirstPaint(reads: TrackedReader, page: Window = window): Promise<void> {
  await pageLoaded(page);
  const quiet = async () => {
    let started: number;
    do {
      await reads.settled();
      started = reads.started;
      await delay(page, QUIET_MS);
    } while (reads.started !== started);
    await idle(page);
  };
  await Promise.race([quiet(), delay(page, LATEST_MS)]);
}
