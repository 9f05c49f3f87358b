import {
  NotFoundError,
  newDocumentId,
  type CountSpec,
  type Data,
  type DataPort,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Transaction,
  type Write,
} from '../port/data-port';
import { createStream, type Observer, type Stream, type Unsubscribe } from '../port/stream';
import { MissingIndexError, missingIndex, type IndexesFile } from './indexes';
import type { Change, ChangeChannel, Persistence } from './persistence';
import { lastSegment, parentPath, runQuery } from './query';
import { isPlainObject } from '../port/plain-object';
import { deepMerge, getField, resolveFieldValues } from './values';

export interface CommittedChange {
  path: string;
  before: Data | null;
  after: Data | null;
}

export interface LocalStoreOptions {
  channel?: ChangeChannel;
  now?: () => Date;
  /**
   * The parsed `firestore.indexes.json`: queries that production Firestore would refuse for
   * want of a composite index fail here too (stream error or rejected promise).
   */
  indexes?: IndexesFile;
  /** Told about every refused query, besides the query's own error. */
  onMissingIndex?: (error: MissingIndexError) => void;
}

type Listener =
  | { kind: 'doc'; path: string; observer: Observer<Doc | null> }
  | { kind: 'query'; collectionPath: string; spec: QuerySpec; observer: Observer<Doc[]> };

function assertPath(path: string, kind: 'doc' | 'collection'): void {
  const parts = path.split('/');
  const even = parts.length % 2 === 0;
  if (parts.some((part) => part === '') || even !== (kind === 'doc')) {
    throw new Error(`Chemin de ${kind === 'doc' ? 'document' : 'collection'} invalide\u00a0: ${path}`);
  }
}

function setNested(target: Data, field: string, value: unknown): void {
  const parts = field.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node[part] = isPlainObject(next) ? { ...next } : {};
    node = node[part] as Data;
  }
  node[parts.at(-1) as string] = value;
}

/**
 * The local data driver: documents in memory, persisted through `Persistence`, changes shared
 * with other tabs through `ChangeChannel`. Writes run one at a time across tabs and read the
 * persisted state first, so increments and transactions stay exact with several tabs open.
 */
export class LocalStore implements DataPort {
  private docs = new Map<string, Data>();
  private readonly listeners = new Set<Listener>();
  private readonly commitHandlers = new Set<(changes: CommittedChange[]) => void>();
  private readonly now: () => Date;

  private constructor(
    private readonly persistence: Persistence,
    private readonly channel: ChangeChannel | undefined,
    private readonly options: LocalStoreOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  static async open(persistence: Persistence, options: LocalStoreOptions = {}): Promise<LocalStore> {
    const store = new LocalStore(persistence, options.channel, options);
    store.docs = await persistence.loadAll();
    store.channel?.subscribe((changes) => store.apply(changes));
    return store;
  }

  /** Every stored document path (the sandbox reset removes them all). */
  paths(): string[] {
    return [...this.docs.keys()];
  }

  /** Runs after each write made through this store (not through other tabs): local triggers. */
  onCommit(handler: (changes: CommittedChange[]) => void): Unsubscribe {
    this.commitHandlers.add(handler);
    return () => this.commitHandlers.delete(handler);
  }

  watchDoc(path: string): Stream<Doc | null> {
    assertPath(path, 'doc');
    return createStream((observer) => this.listen({ kind: 'doc', path, observer }));
  }

  watchQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Doc[]> {
    assertPath(collectionPath, 'collection');
    return createStream((observer) => {
      const refused = this.indexError(collectionPath, spec);
      if (!refused) return this.listen({ kind: 'query', collectionPath, spec, observer });
      observer.error?.(refused);
      return () => undefined;
    });
  }

  get(path: string): Promise<Doc | null> {
    assertPath(path, 'doc');
    return Promise.resolve(this.readDoc(path));
  }

  query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    assertPath(collectionPath, 'collection');
    const refused = this.indexError(collectionPath, spec);
    return refused ? Promise.reject(refused) : Promise.resolve(this.readQuery(collectionPath, spec));
  }

  async count(collectionPath: string, spec: CountSpec = {}): Promise<number> {
    return (await this.query(collectionPath, spec)).length;
  }

  set(path: string, data: Data, options?: SetOptions): Promise<void> {
    return this.commit([options ? { kind: 'set', path, data, options } : { kind: 'set', path, data }]);
  }

  update(path: string, patch: Data): Promise<void> {
    return this.commit([{ kind: 'update', path, patch }]);
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    assertPath(collectionPath, 'collection');
    const id = this.newId();
    await this.set(`${collectionPath}/${id}`, data);
    return id;
  }

  newId(): string {
    return newDocumentId();
  }

  remove(path: string): Promise<void> {
    return this.commit([{ kind: 'remove', path }]);
  }

  batch(writes: readonly Write[]): Promise<void> {
    return this.commit(writes);
  }

  transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.persistence.exclusive(async () => {
      const writes: Write[] = [];
      const tx: Transaction = {
        get: async (path) => {
          assertPath(path, 'doc');
          if (writes.length > 0) throw new Error('Transaction\u00a0: les lectures doivent précéder les écritures.');
          const data = (await this.persistence.read([path])).get(path);
          return data ? { id: lastSegment(path), path, data } : null;
        },
        set: (path, data, options) =>
          void writes.push(options ? { kind: 'set', path, data, options } : { kind: 'set', path, data }),
        update: (path, patch) => void writes.push({ kind: 'update', path, patch }),
        remove: (path) => void writes.push({ kind: 'remove', path }),
      };
      const result = await run(tx);
      await this.commitLocked(writes);
      return result;
    });
  }

  private commit(writes: readonly Write[]): Promise<void> {
    return this.persistence.exclusive(() => this.commitLocked(writes));
  }

  private async commitLocked(writes: readonly Write[]): Promise<void> {
    if (writes.length === 0) return;
    writes.forEach((write) => assertPath(write.path, 'doc'));
    const base = await this.persistence.read([...new Set(writes.map((write) => write.path))]);
    const now = this.now();
    const before = new Map<string, Data | null>();
    for (const write of writes) {
      const current = base.get(write.path);
      if (!before.has(write.path)) before.set(write.path, current ?? null);
      const next = this.applyWrite(write, current, now);
      if (next) base.set(write.path, next);
      else base.delete(write.path);
    }
    const changes: Change[] = [...before.keys()].map((path) => ({ path, data: base.get(path) ?? null }));
    await this.persistence.write(changes);
    this.apply(changes);
    this.channel?.publish(changes);
    const committed = changes.map(({ path, data }) => ({ path, before: before.get(path) ?? null, after: data }));
    this.commitHandlers.forEach((handler) => handler(committed));
  }

  private applyWrite(write: Write, current: Data | undefined, now: Date): Data | null {
    switch (write.kind) {
      case 'remove':
        return null;
      case 'set': {
        const resolved = resolveFieldValues(write.data, write.options?.merge ? current : undefined, now);
        return write.options?.merge && current ? deepMerge(current, resolved) : resolved;
      }
      case 'update': {
        if (!current) throw new NotFoundError(write.path);
        const next = structuredClone(current);
        for (const [field, value] of Object.entries(write.patch)) {
          const resolved = resolveFieldValues({ value }, { value: getField(current, field) }, now).value;
          setNested(next, field, resolved);
        }
        return next;
      }
    }
  }

  private apply(changes: readonly Change[]): void {
    for (const { path, data } of changes) {
      if (data) this.docs.set(path, structuredClone(data));
      else this.docs.delete(path);
    }
    const touched = new Set(changes.map((change) => change.path));
    const collections = new Set(changes.map((change) => parentPath(change.path)));
    for (const listener of this.listeners) {
      if (listener.kind === 'doc' && touched.has(listener.path)) this.emit(listener);
      if (listener.kind === 'query' && collections.has(listener.collectionPath)) this.emit(listener);
    }
  }

  private listen(listener: Listener): Unsubscribe {
    this.listeners.add(listener);
    this.emit(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(listener: Listener): void {
    if (listener.kind === 'doc') listener.observer.next(this.readDoc(listener.path));
    else listener.observer.next(this.readQuery(listener.collectionPath, listener.spec));
  }

  private indexError(collectionPath: string, spec: QuerySpec): MissingIndexError | null {
    const { indexes, onMissingIndex } = this.options;
    const index = indexes ? missingIndex(collectionPath, spec, indexes) : null;
    if (!index) return null;
    const error = new MissingIndexError(index);
    onMissingIndex?.(error);
    return error;
  }

  private readDoc(path: string): Doc | null {
    const data = this.docs.get(path);
    return data ? { id: lastSegment(path), path, data: structuredClone(data) } : null;
  }

  private readQuery(collectionPath: string, spec: QuerySpec): Doc[] {
    return runQuery(this.docs, collectionPath, spec).map((doc) => ({ ...doc, data: structuredClone(doc.data) }));
  }
}
