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
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  UpdateData,
} from 'firebase-admin/firestore';
import { fromAdminData, toAdminData } from './admin-values';

/** gRPC NOT_FOUND: `update` of a missing document. */
const NOT_FOUND = 5;

/** Contended transactions (20 visitors joining one event) must all land, as the port promises. */
const TRANSACTION_OPTIONS = { maxAttempts: 10 } as const;

/** What a write batch and a transaction have in common. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData, options: { merge: boolean }): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
  delete(ref: DocumentReference): unknown;
}

function readOptional(snapshot: DocumentSnapshot): Doc | null {
  return snapshot.exists
    ? { id: snapshot.id, path: snapshot.ref.path, data: fromAdminData(snapshot.data() ?? {}) }
    : null;
}

/** The DataPort over the Admin SDK: how Cloud Functions run the core operations. */
export class AdminDataPort implements DataPort {
  constructor(private readonly db: Firestore) {}

  watchDoc(path: string): Stream<Doc | null> {
    return createStream((observer) =>
      this.db.doc(path).onSnapshot(
        (snapshot) => observer.next(readOptional(snapshot)),
        (error) => observer.error?.(error),
      ),
    );
  }

  watchQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Doc[]> {
    return createStream((observer) =>
      this.buildQuery(collectionPath, spec).onSnapshot(
        (snapshot) => observer.next(snapshot.docs.map((doc) => readOptional(doc) as Doc)),
        (error) => observer.error?.(error),
      ),
    );
  }

  async get(path: string): Promise<Doc | null> {
    return readOptional(await this.db.doc(path).get());
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    const snapshot = await this.buildQuery(collectionPath, spec).get();
    return snapshot.docs.map((doc) => readOptional(doc) as Doc);
  }

  async set(path: string, data: Data, options?: SetOptions): Promise<void> {
    await this.db.doc(path).set(toAdminData(data), { merge: options?.merge === true });
  }

  async update(path: string, patch: Data): Promise<void> {
    try {
      await this.db.doc(path).update(toAdminData(patch));
    } catch (error) {
      throw (error as { code?: unknown }).code === NOT_FOUND ? new NotFoundError(path) : error;
    }
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await this.db.collection(collectionPath).add(toAdminData(data))).id;
  }

  newId(): string {
    return this.db.collection('_').doc().id;
  }

  async remove(path: string): Promise<void> {
    await this.db.doc(path).delete();
  }

  async batch(writes: readonly Write[]): Promise<void> {
    if (writes.length === 0) return;
    const batch = this.db.batch();
    writes.forEach((write) => this.apply(batch, write));
    await batch.commit();
  }

  transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.db.runTransaction(
      (adminTx) =>
        run({
          get: async (path) => readOptional(await adminTx.get(this.db.doc(path))),
          set: (path, data, options) =>
            this.apply(adminTx, options ? { kind: 'set', path, data, options } : { kind: 'set', path, data }),
          update: (path, patch) => this.apply(adminTx, { kind: 'update', path, patch }),
          remove: (path) => this.apply(adminTx, { kind: 'remove', path }),
        }),
      TRANSACTION_OPTIONS,
    );
  }

  private apply(writer: Writer, write: Write): void {
    const ref = this.db.doc(write.path);
    if (write.kind === 'set') writer.set(ref, toAdminData(write.data), { merge: write.options?.merge === true });
    else if (write.kind === 'update') writer.update(ref, toAdminData(write.patch));
    else writer.delete(ref);
  }

  private buildQuery(collectionPath: string, spec: QuerySpec): Query {
    let query: Query = this.db.collection(collectionPath);
    for (const [field, op, value] of spec.where ?? []) query = query.where(field, op, value);
    for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field, direction);
    return spec.limit === undefined ? query : query.limit(spec.limit);
  }
}
