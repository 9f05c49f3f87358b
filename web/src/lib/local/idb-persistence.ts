import { Mutex, type Change, type Data, type Persistence } from '@comptoir/core';

const STORE = 'docs';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transaction annulée'));
  });
}

/** Sandbox documents in IndexedDB (room for images as data URLs), one writer at a time across tabs. */
export class IdbPersistence implements Persistence {
  private readonly mutex = new Mutex();

  private constructor(
    private readonly db: IDBDatabase,
    private readonly lockName: string,
  ) {}

  static async open(name = 'comptoir-sandbox'): Promise<IdbPersistence> {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    return new IdbPersistence(await request(open), name);
  }

  async loadAll(): Promise<Map<string, Data>> {
    const tx = this.db.transaction(STORE, 'readonly');
    const store = tx.objectStore(STORE);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    return new Map(keys.map((key, index) => [String(key), values[index] as Data]));
  }

  async read(paths: readonly string[]): Promise<Map<string, Data>> {
    const store = this.db.transaction(STORE, 'readonly').objectStore(STORE);
    const values = await Promise.all(paths.map((path) => request(store.get(path) as IDBRequest<Data | undefined>)));
    const found = new Map<string, Data>();
    paths.forEach((path, index) => {
      const value = values[index];
      if (value) found.set(path, value);
    });
    return found;
  }

  async write(changes: readonly Change[]): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    for (const { path, data } of changes) {
      if (data) store.put(data, path);
      else store.delete(path);
    }
    await done(tx);
  }

  async exclusive<R>(section: () => Promise<R>): Promise<R> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? await locks.request(this.lockName, section) : await this.mutex.run(section);
  }
}
