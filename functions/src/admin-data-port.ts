import {
  FirestoreWrites,
  createStream,
  pagedQueryConstraints,
  snapshotDoc,
  type PagingBuilders,
  type CountSpec,
  type DataPort,
  type Doc,
  type QuerySpec,
  type Stream,
  type WriteSdk,
} from '@comptoir/core';
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { ADMIN_FIELD_VALUES } from './admin-values';

/** gRPC NOT_FOUND: `update` of a missing document. */
const NOT_FOUND = 5;

/** The Admin SDK's query methods, as constraints applied in turn to a query. */
const CONSTRAINTS: PagingBuilders<(query: Query) => Query> = {
  where: (field, op, value) => (query) => query.where(field, op, value),
  orderBy: (field, direction) => (query) => query.orderBy(field, direction),
  limit: (count) => (query) => query.limit(count),
  orderById: (direction) => (query) => query.orderBy(FieldPath.documentId(), direction),
  start: (values, inclusive) => (query) => (inclusive ? query.startAt(...values) : query.startAfter(...values)),
};

function readDoc(snapshot: DocumentSnapshot): Doc {
  return snapshotDoc(snapshot, snapshot.data(), Timestamp);
}

function readOptional(snapshot: DocumentSnapshot): Doc | null {
  return snapshot.exists ? readDoc(snapshot) : null;
}

/** The Admin SDK's primitives under the core writes. */
function writeSdk(db: Firestore): WriteSdk<DocumentReference, DocumentSnapshot> {
  return {
    ref: (path) => db.doc(path),
    fieldValues: ADMIN_FIELD_VALUES,
    read: readOptional,
    writer: {
      set: (ref, data, options) => ref.set(data, options),
      update: (ref, data) => ref.update(data),
      delete: (ref) => ref.delete(),
    },
    add: (collectionPath, data) => db.collection(collectionPath).add(data),
    batch: () => db.batch(),
    runTransaction: (update, options) => db.runTransaction(update, options),
    isNotFound: (error) => (error as { code?: unknown }).code === NOT_FOUND,
  };
}

/** The DataPort over the Admin SDK: how Cloud Functions run the core operations. */
export class AdminDataPort extends FirestoreWrites<DocumentReference, DocumentSnapshot> implements DataPort {
  constructor(private readonly db: Firestore) {
    super(writeSdk(db));
  }

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
        (snapshot) => observer.next(snapshot.docs.map(readDoc)),
        (error) => observer.error?.(error),
      ),
    );
  }

  async get(path: string): Promise<Doc | null> {
    return readOptional(await this.db.doc(path).get());
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    const snapshot = await this.buildQuery(collectionPath, spec).get();
    return snapshot.docs.map(readDoc);
  }

  newId(): string {
    return this.db.collection('_').doc().id;
  }

  async count(collectionPath: string, spec: CountSpec = {}): Promise<number> {
    return (await this.buildQuery(collectionPath, spec).count().get()).data().count;
  }

  private buildQuery(collectionPath: string, spec: QuerySpec): Query {
    return pagedQueryConstraints(spec, CONSTRAINTS).reduce<Query>(
      (query, constrain) => constrain(query),
      this.db.collection(collectionPath),
    );
  }
}
