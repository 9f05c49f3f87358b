import {
  NotFoundError,
  createStream,
  mapStream,
  type Data,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Stream,
  type Transaction,
  type Write,
} from '@comptoir/core';
import {
  FirestoreError,
  Timestamp,
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query as firestoreQuery,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
  type SnapshotMetadata,
  type UpdateData,
} from 'firebase/firestore';
import { EMULATORS, type FirebaseTarget } from './app';
import { queryConstraints } from './firestore-query';
import { fromFirestoreData, toFirestoreData } from './firestore-values';
import type { Listened, LivePort } from './lite-first-data-port';

/** Pending server timestamps read as the local clock's estimate instead of null. */
const READ_OPTIONS = { serverTimestamps: 'estimate' } as const;

/**
 * The port promises that contended transactions all land (the contract runs 20 in parallel on one
 * document); Firestore's default of 5 attempts can run out under that much contention.
 */
const TRANSACTION_OPTIONS = { maxAttempts: 10 } as const;

const FIELD_VALUES = { serverTimestamp, increment };

/** What a write batch and a transaction have in common. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: { merge: boolean }): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  delete(ref: DocumentReference): unknown;
}

function readDoc(snapshot: DocumentSnapshot): Doc {
  return {
    id: snapshot.id,
    path: snapshot.ref.path,
    data: fromFirestoreData(snapshot.data(READ_OPTIONS) ?? {}, Timestamp),
  };
}

function readOptional(snapshot: DocumentSnapshot): Doc | null {
  return snapshot.exists() ? readDoc(snapshot) : null;
}

function listened<T>({ metadata }: { metadata: SnapshotMetadata }, value: T): Listened<T> {
  return { value, cacheOnly: metadata.fromCache && !metadata.hasPendingWrites };
}

/**
 * The DataPort over the full Firestore web SDK: listeners, writes, transactions. In the app it is
 * loaded after the first paint, behind LiteFirstDataPort (lite-first-data-port.ts).
 */
export class FirestoreDriver implements LivePort {
  constructor(private readonly db: Firestore) {}

  watchDoc(path: string): Stream<Doc | null> {
    return mapStream(this.listenDoc(path), ({ value }) => value);
  }

  watchQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Doc[]> {
    return mapStream(this.listenQuery(collectionPath, spec), ({ value }) => value);
  }

  listenDoc(path: string): Stream<Listened<Doc | null>> {
    const ref = doc(this.db, path);
    return createStream((observer) =>
      onSnapshot(
        ref,
        (snapshot) => observer.next(listened(snapshot, readOptional(snapshot))),
        (error) => observer.error?.(error),
      ),
    );
  }

  listenQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Listened<Doc[]>> {
    const ref = this.buildQuery(collectionPath, spec);
    return createStream((observer) =>
      onSnapshot(
        ref,
        (snapshot) => observer.next(listened(snapshot, snapshot.docs.map(readDoc))),
        (error) => observer.error?.(error),
      ),
    );
  }

  async get(path: string): Promise<Doc | null> {
    return readOptional(await getDoc(doc(this.db, path)));
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    return (await getDocs(this.buildQuery(collectionPath, spec))).docs.map(readDoc);
  }

  set(path: string, data: Data, options?: SetOptions): Promise<void> {
    return setDoc(doc(this.db, path), toFirestoreData(data, FIELD_VALUES), { merge: options?.merge === true });
  }

  async update(path: string, patch: Data): Promise<void> {
    try {
      await updateDoc(doc(this.db, path), toFirestoreData(patch, FIELD_VALUES));
    } catch (error) {
      throw error instanceof FirestoreError && error.code === 'not-found' ? new NotFoundError(path) : error;
    }
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await addDoc(collection(this.db, collectionPath), toFirestoreData(data, FIELD_VALUES))).id;
  }

  newId(): string {
    return doc(collection(this.db, '_')).id;
  }

  remove(path: string): Promise<void> {
    return deleteDoc(doc(this.db, path));
  }

  async batch(writes: readonly Write[]): Promise<void> {
    if (writes.length === 0) return;
    const batch = writeBatch(this.db);
    writes.forEach((write) => this.apply(batch, write));
    await batch.commit();
  }

  transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return runTransaction(
      this.db,
      (firestoreTx) =>
        run({
          get: async (path) => readOptional(await firestoreTx.get(doc(this.db, path))),
          set: (path, data, options) =>
            this.apply(firestoreTx, options ? { kind: 'set', path, data, options } : { kind: 'set', path, data }),
          update: (path, patch) => this.apply(firestoreTx, { kind: 'update', path, patch }),
          remove: (path) => this.apply(firestoreTx, { kind: 'remove', path }),
        }),
      TRANSACTION_OPTIONS,
    );
  }

  private apply(writer: Writer, write: Write): void {
    const ref = doc(this.db, write.path);
    if (write.kind === 'set')
      writer.set(ref, toFirestoreData(write.data, FIELD_VALUES), { merge: write.options?.merge === true });
    else if (write.kind === 'update') writer.update(ref, toFirestoreData(write.patch, FIELD_VALUES));
    else writer.delete(ref);
  }

  private buildQuery(collectionPath: string, spec: QuerySpec): Query {
    const constraints = queryConstraints<QueryConstraint>(spec, { where, orderBy, limit });
    return firestoreQuery(collection(this.db, collectionPath), ...constraints);
  }
}

/** Its 'firestore' instance coexists with the Lite reader's: see openFirestoreLite. */
export function openFirestore({ app, emulators }: FirebaseTarget): FirestoreDriver {
  // Optional form fields arrive as undefined; the local driver accepts them, so Firestore must too.
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  if (emulators) connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
  return new FirestoreDriver(db);
}
