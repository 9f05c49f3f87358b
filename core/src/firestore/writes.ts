import {
  NotFoundError,
  type Data,
  type DataPort,
  type Doc,
  type SetOptions,
  type Transaction,
  type Write,
} from '../port/data-port';
import { toFirestoreData, type FieldValueFactories } from './values';

/**
 * What a write batch, a transaction and the one-off writes of a Firestore SDK have in common, over
 * its document references; `Result` is what each write gives back (a promise for one-off writes).
 */
export interface SdkWriter<Ref, Result = unknown> {
  set(ref: Ref, data: Data, options: { merge: boolean }): Result;
  update(ref: Ref, data: Data): Result;
  delete(ref: Ref): Result;
}

/** A write batch of a Firestore SDK. */
export interface SdkBatch<Ref> extends SdkWriter<Ref> {
  commit(): Promise<unknown>;
}

/** A transaction of a Firestore SDK: reads, then writes. */
export interface SdkTransaction<Ref, Snapshot> extends SdkWriter<Ref> {
  get(ref: Ref): Promise<Snapshot>;
}

/** How many times a Firestore SDK runs a contended transaction. */
export interface TransactionOptions {
  readonly maxAttempts: number;
}

/** The primitives of one Firestore SDK, over its document references and snapshots, that the writes need. */
export interface WriteSdk<Ref, Snapshot> {
  /** The document at a slash-separated path. */
  ref(path: string): Ref;
  fieldValues: FieldValueFactories;
  /** A snapshot as the port's document, null when the document does not exist. */
  read(snapshot: Snapshot): Doc | null;
  /** One-off writes, each committed on its own. */
  writer: SdkWriter<Ref, Promise<unknown>>;
  /** Adds a document with a fresh id to a collection. */
  add(collectionPath: string, data: Data): Promise<{ id: string }>;
  batch(): SdkBatch<Ref>;
  runTransaction<R>(
    update: (transaction: SdkTransaction<Ref, Snapshot>) => Promise<R>,
    options: TransactionOptions,
  ): Promise<R>;
  /** Whether an error says that the document to update does not exist. */
  isNotFound(error: unknown): boolean;
}

/**
 * The port promises that contended transactions all land (the contract runs 20 in parallel on one
 * document); Firestore's default of 5 attempts can run out under that much contention.
 */
const TRANSACTION_OPTIONS: TransactionOptions = { maxAttempts: 10 };

/** The writes of the DataPort over a Firestore SDK: what the web and the Admin drivers extend. */
export class FirestoreWrites<Ref, Snapshot> implements Pick<
  DataPort,
  'set' | 'update' | 'add' | 'remove' | 'batch' | 'transaction'
> {
  constructor(private readonly sdk: WriteSdk<Ref, Snapshot>) {}

  async set(path: string, data: Data, options?: SetOptions): Promise<void> {
    await this.apply(this.sdk.writer, { kind: 'set', path, data, options });
  }

  async update(path: string, patch: Data): Promise<void> {
    try {
      await this.apply(this.sdk.writer, { kind: 'update', path, patch });
    } catch (error) {
      throw this.sdk.isNotFound(error) ? new NotFoundError(path) : error;
    }
  }

  async add(collectionPath: string, data: Data): Promise<string> {
    return (await this.sdk.add(collectionPath, toFirestoreData(data, this.sdk.fieldValues))).id;
  }

  async remove(path: string): Promise<void> {
    await this.apply(this.sdk.writer, { kind: 'remove', path });
  }

  async batch(writes: readonly Write[]): Promise<void> {
    if (writes.length === 0) return;
    const batch = this.sdk.batch();
    writes.forEach((write) => this.apply(batch, write));
    await batch.commit();
  }

  transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R> {
    return this.sdk.runTransaction(
      (transaction) =>
        run({
          get: async (path) => this.sdk.read(await transaction.get(this.sdk.ref(path))),
          set: (path, data, options) => void this.apply(transaction, { kind: 'set', path, data, options }),
          update: (path, patch) => void this.apply(transaction, { kind: 'update', path, patch }),
          remove: (path) => void this.apply(transaction, { kind: 'remove', path }),
        }),
      TRANSACTION_OPTIONS,
    );
  }

  /** One port write on an SDK writer: its path as a reference, core field values as the SDK's sentinels. */
  private apply<Result>(writer: SdkWriter<Ref, Result>, write: Write): Result {
    const ref = this.sdk.ref(write.path);
    if (write.kind === 'set')
      return writer.set(ref, toFirestoreData(write.data, this.sdk.fieldValues), {
        merge: write.options?.merge === true,
      });
    if (write.kind === 'update') return writer.update(ref, toFirestoreData(write.patch, this.sdk.fieldValues));
    return writer.delete(ref);
  }
}
