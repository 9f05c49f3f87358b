import {
  createStream,
  newDocumentId,
  watchDocLive,
  watchQueryLive,
  type AuthPort,
  type CountSpec,
  type Data,
  type DataPort,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Transaction,
  type Write,
  type CallableName,
  type Callables,
  type FunctionsPort,
  type SessionUser,
  type StoragePort,
  type Stream,
  type Unsubscribe,
  type UploadOptions,
} from '@comptoir/core';

/** Runs `load` on the first call and shares its result; a failed load is tried again by the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A stream that loads its source when subscribed; unsubscribing before the load ends cancels it. */
export function loadThenSubscribe<S, T>(load: () => Promise<S>, open: (source: S) => Stream<T>): Stream<T> {
  return createStream((observer) => {
    let active = true;
    let stop: Unsubscribe | undefined;
    load()
      .then((source) => {
        if (active) stop = open(source).subscribe(observer);
      })
      .catch((error: unknown) => {
        if (active) observer.error?.(error);
      });
    return () => {
      active = false;
      stop?.();
    };
  });
}

/** Loads Firebase Auth when the session is first watched or changed (visitor joining, back office). */
export class LazyAuth implements AuthPort {
  constructor(private readonly load: () => Promise<AuthPort>) {}

  watchSession(): Stream<SessionUser | null> {
    return loadThenSubscribe(this.load, (auth) => auth.watchSession());
  }

  async signIn(email: string, password: string): Promise<SessionUser> {
    return (await this.load()).signIn(email, password);
  }

  async signOut(): Promise<void> {
    return (await this.load()).signOut();
  }

  async ensureVisitor(): Promise<SessionUser> {
    return (await this.load()).ensureVisitor();
  }

  async updateEmail(email: string): Promise<void> {
    return (await this.load()).updateEmail(email);
  }

  async updatePassword(currentPassword: string, newPassword: string): Promise<void> {
    return (await this.load()).updatePassword(currentPassword, newPassword);
  }

  async refreshSession(): Promise<void> {
    return (await this.load()).refreshSession();
  }

  async sendPasswordReset(email: string): Promise<void> {
    return (await this.load()).sendPasswordReset(email);
  }
}

/** Loads Cloud Functions on the first call. */
export class LazyFunctions implements FunctionsPort {
  constructor(private readonly load: () => Promise<FunctionsPort>) {}

  async call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']> {
    return (await this.load()).call(name, input);
  }
}

/** Loads Cloud Storage on the first upload (back office only). */
export class LazyStorage implements StoragePort {
  constructor(private readonly load: () => Promise<StoragePort>) {}

  async upload(path: string, file: Blob, options: UploadOptions): Promise<string> {
    return (await this.load()).upload(path, file, options);
  }
}

/**
 * Loads the data port on first use: a server-rendered page hydrates from its snapshot and needs no
 * driver until it goes live or writes. Ids are made here, as Firestore makes them.
 */
export class LazyDataPort implements DataPort {
  constructor(private readonly load: () => Promise<DataPort>) {}

  watchDoc(path: string): Stream<Doc | null> {
    return loadThenSubscribe(this.load, (db) => db.watchDoc(path));
  }

  watchQuery(collectionPath: string, spec?: QuerySpec): Stream<Doc[]> {
    return loadThenSubscribe(this.load, (db) => db.watchQuery(collectionPath, spec));
  }

  watchQueryLive(collectionPath: string, spec?: QuerySpec): Stream<Doc[]> {
    return loadThenSubscribe(this.load, (db) => watchQueryLive(db, collectionPath, spec));
  }

  watchDocLive(path: string): Stream<Doc | null> {
    return loadThenSubscribe(this.load, (db) => watchDocLive(db, path));
  }

  async get(path: string): Promise<Doc | null> {
    return (await this.load()).get(path);
  }

  async query(collectionPath: string, spec?: QuerySpec): Promise<Doc[]> {
    return (await this.load()).query(collectionPath, spec);
  }

  async count(collectionPath: string, spec?: CountSpec): Promise<number> {
    return (await this.load()).count(collectionPath, spec);
  }

  async set(path: string, data: Data, options?: SetOptions): Promise<void> {
    return (await this.load()).set(path, data, options);
  }

  async update(path: string, patch: Data): Promise<void> {
    return (await this.load()).update(path, patch);
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await this.load()).add(collectionPath, data);
  }

  newId(): string {
    return newDocumentId();
  }

  async remove(path: string): Promise<void> {
    return (await this.load()).remove(path);
  }

  async batch(writes: readonly Write[]): Promise<void> {
    return (await this.load()).batch(writes);
  }

  async transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return (await this.load()).transaction(run);
  }
}
