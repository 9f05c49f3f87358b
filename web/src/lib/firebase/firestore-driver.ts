import {
  NotFoundError,
  createStream,
  type Data,
  type DataPort,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Stream,
  type Transaction,
  type Write,
} from '@comptoir/core';
import {
  FirestoreError,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query as firestoreQuery,
  runTransaction,
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
  type UpdateData,
} from 'firebase/firestore';
import { fromFirestoreData, toFirestoreData } from './firestore-values';

/** Pending server timestamps read as the local clock's estimate instead of null. */
const READ_OPTIONS = { serverTimestamps: 'estimate' } as const;

/**
 * The port promises that contended transactions all land (the contract runs 20 in parallel on one
 * document); Firestore's default of 5 attempts can run out under that much contention.
 */
const TRANSACTION_OPTIONS = { maxAttempts: 10 } as const;

/** What a write batch and a transaction have in common. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: { merge: boolean }): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  delete(ref: DocumentReference): unknown;
}

function readDoc(snapshot: DocumentSnapshot): Doc {
  return { id: snapshot.id, path: snapshot.ref.path, data: fromFirestoreData(snapshot.data(READ_OPTIONS) ?? {}) };
}

function readOptional(snapshot: DocumentSnapshot): Doc | null {
  return snapshot.exists() ? readDoc(snapshot) : null;
}

/** The DataPort over the Firestore web SDK (production and emulator modes). */
export class FirestoreDriver implements DataPort {
  constructor(private readonly db: Firestore) {}

  watchDoc(path: string): Stream<Doc | null> {
    const ref = doc(this.db, path);
    return createStream((observer) =>
      onSnapshot(
        ref,
        (snapshot) => observer.next(readOptional(snapshot)),
        (error) => observer.error?.(error),
      ),
    );
  }

  watchQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Doc[]> {
    const ref = this.buildQuery(collectionPath, spec);
    return createStream((observer) =>
      onSnapshot(
        ref,
        (snapshot) => observer.next(snapshot.docs.map(readDoc)),
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
    return setDoc(doc(this.db, path), toFirestoreData(data), { merge: options?.merge === true });
  }

  async update(path: string, patch: Data): Promise<void> {
    try {
      await updateDoc(doc(this.db, path), toFirestoreData(patch));
    } catch (error) {
      throw error instanceof FirestoreError && error.code === 'not-found' ? new NotFoundError(path) : error;
    }
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await addDoc(collection(this.db, collectionPath), toFirestoreData(data))).id;
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
    if (write.kind === 'set') writer.set(ref, toFirestoreData(write.data), { merge: write.options?.merge === true });
    else if (write.kind === 'update') writer.update(ref, toFirestoreData(write.patch));
    else writer.delete(ref);
  }

  private buildQuery(collectionPath: string, spec: QuerySpec): Query {
    const constraints: QueryConstraint[] = [
      ...(spec.where ?? []).map(([field, op, value]) => where(field, op, value)),
      ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
      ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
    ];
    return firestoreQuery(collection(this.db, collectionPath), ...constraints);
  }
}
