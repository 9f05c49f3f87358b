import {
  FirestoreWrites,
  countReads,
  createStream,
  mapStream,
  pagedQueryConstraints,
  type PagingBuilders,
  snapshotDoc,
  type CountSpec,
  type Doc,
  type QuerySpec,
  type Stream,
  type WriteSdk,
} from '@comptoir/core';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  FirestoreError,
  getCountFromServer,
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
  startAfter,
  startAt,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { docLabel, meterReads, queryLabel } from './read-meter';
import { EMULATORS, type FirebaseTarget } from './app';
import type { Listened, LivePort } from './lite-first-data-port';

const BUILDERS: PagingBuilders<QueryConstraint> = {
  where,
  orderBy,
  limit,
  orderById: (direction) => orderBy(documentId(), direction),
  start: (values, inclusive) => (inclusive ? startAt(...values) : startAfter(...values)),
};

/** Pending server timestamps read as the local clock's estimate instead of null. */
const READ_OPTIONS = { serverTimestamps: 'estimate' } as const;

function readDoc(snapshot: DocumentSnapshot): Doc {
  return snapshotDoc(snapshot, snapshot.data(READ_OPTIONS), Timestamp);
}

function readOptional(snapshot: DocumentSnapshot): Doc | null {
  return snapshot.exists() ? readDoc(snapshot) : null;
}

/** The web SDK's primitives under the core writes. */
function writeSdk(db: Firestore): WriteSdk<DocumentReference, DocumentSnapshot> {
  return {
    ref: (path) => doc(db, path),
    fieldValues: { serverTimestamp, increment },
    read: readOptional,
    writer: { set: setDoc, update: updateDoc, delete: deleteDoc },
    add: (collectionPath, data) => addDoc(collection(db, collectionPath), data),
    batch: () => writeBatch(db),
    runTransaction: (update, options) => runTransaction(db, update, options),
    isNotFound: (error) => error instanceof FirestoreError && error.code === 'not-found',
  };
}

function listened<T>({ metadata }: { metadata: SnapshotMetadata }, value: T): Listened<T> {
  return { value, cacheOnly: metadata.fromCache && !metadata.hasPendingWrites };
}

/**
 * The DataPort over the full Firestore web SDK: listeners, writes, transactions. In the app it is
 * loaded after the first paint, behind LiteFirstDataPort (lite-first-data-port.ts).
 */
export class FirestoreDriver extends FirestoreWrites<DocumentReference, DocumentSnapshot> implements LivePort {
  constructor(private readonly db: Firestore) {
    super(writeSdk(db));
  }

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
        (snapshot) => {
          if (!snapshot.metadata.fromCache) meterReads(1, docLabel('listen', path));
          observer.next(listened(snapshot, readOptional(snapshot)));
        },
        (error) => observer.error?.(error),
      ),
    );
  }

  listenQuery(collectionPath: string, spec: QuerySpec = {}): Stream<Listened<Doc[]>> {
    const ref = this.buildQuery(collectionPath, spec);
    return createStream((observer) => {
      // The server's first answer bills its documents (at least one read), later ones their changes.
      let first = true;
      return onSnapshot(
        ref,
        (snapshot) => {
          if (!snapshot.metadata.fromCache) {
            meterReads(snapshot.docChanges().length, queryLabel('listen', collectionPath, spec), first);
            first = false;
          }
          observer.next(listened(snapshot, snapshot.docs.map(readDoc)));
        },
        (error) => observer.error?.(error),
      );
    });
  }

  async get(path: string): Promise<Doc | null> {
    const snapshot = await getDoc(doc(this.db, path));
    meterReads(1, docLabel('get', path));
    return readOptional(snapshot);
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    const { docs } = await getDocs(this.buildQuery(collectionPath, spec));
    meterReads(docs.length, queryLabel('query', collectionPath, spec));
    return docs.map(readDoc);
  }

  async count(collectionPath: string, spec: CountSpec = {}): Promise<number> {
    const { count } = (await getCountFromServer(this.buildQuery(collectionPath, spec))).data();
    meterReads(countReads(count), queryLabel('count', collectionPath, spec));
    return count;
  }

  newId(): string {
    return doc(collection(this.db, '_')).id;
  }

  private buildQuery(collectionPath: string, spec: QuerySpec): Query {
    const constraints = pagedQueryConstraints(spec, BUILDERS);
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
