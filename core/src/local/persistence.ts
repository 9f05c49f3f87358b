import type { Data } from '../port/data-port';
import type { Unsubscribe } from '../port/stream';

export interface Change {
  path: string;
  /** null when the document was deleted. */
  data: Data | null;
}

/** Where the local driver keeps documents (browser: IndexedDB; tests: memory). */
export interface Persistence {
  loadAll(): Promise<Map<string, Data>>;
  read(paths: readonly string[]): Promise<Map<string, Data>>;
  write(changes: readonly Change[]): Promise<void>;
  /** Runs `section` alone across every tab sharing this persistence. */
  exclusive<R>(section: () => Promise<R>): Promise<R>;
}

/** How tabs tell each other what changed (browser: BroadcastChannel). */
export interface ChangeChannel {
  publish(changes: readonly Change[]): void;
  subscribe(handler: (changes: readonly Change[]) => void): Unsubscribe;
}

export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(section: () => Promise<R>): Promise<R> {
    const result = this.tail.then(section, section);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class MemoryPersistence implements Persistence {
  private readonly docs = new Map<string, Data>();
  private readonly mutex = new Mutex();

  loadAll(): Promise<Map<string, Data>> {
    return Promise.resolve(new Map([...this.docs].map(([path, data]) => [path, structuredClone(data)])));
  }

  read(paths: readonly string[]): Promise<Map<string, Data>> {
    const found = new Map<string, Data>();
    for (const path of paths) {
      const data = this.docs.get(path);
      if (data) found.set(path, structuredClone(data));
    }
    return Promise.resolve(found);
  }

  write(changes: readonly Change[]): Promise<void> {
    for (const { path, data } of changes) {
      if (data) this.docs.set(path, structuredClone(data));
      else this.docs.delete(path);
    }
    return Promise.resolve();
  }

  exclusive<R>(section: () => Promise<R>): Promise<R> {
    return this.mutex.run(section);
  }
}

/** Channel between stores in one process: lets tests play two browser tabs. */
export class MemoryChannelHub {
  private readonly handlers = new Set<{ owner: object; handler: (changes: readonly Change[]) => void }>();

  channel(): ChangeChannel {
    const owner = {};
    return {
      publish: (changes) => {
        const copy = structuredClone(changes);
        queueMicrotask(() => {
          for (const entry of this.handlers) if (entry.owner !== owner) entry.handler(copy);
        });
      },
      subscribe: (handler) => {
        const entry = { owner, handler };
        this.handlers.add(entry);
        return () => this.handlers.delete(entry);
      },
    };
  }
}
