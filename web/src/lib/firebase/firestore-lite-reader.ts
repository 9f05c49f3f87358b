import {
  countReads,
  queryConstraints,
  type ConstraintBuilders,
  type CountSpec,
  snapshotDoc,
  type Doc,
  type QuerySpec,
} from '@comptoir/core';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { EMULATORS, type FirebaseTarget } from './app';
import type { SnapshotReader } from './lite-first-data-port';
import { docLabel, meterReads, queryLabel } from './read-meter';

const BUILDERS: ConstraintBuilders<QueryConstraint> = { where, orderBy, limit };

/** A snapshot as the port's document, its timestamps read with Lite's own Timestamp class. */
function readDoc(snapshot: DocumentSnapshot): Doc {
  return snapshotDoc(snapshot, snapshot.data(), Timestamp);
}

/** Reads over Firestore Lite: plain REST requests, a small SDK, no listeners and no cache. */
export class FirestoreLiteReader implements SnapshotReader {
  constructor(private readonly db: Firestore) {}

  async get(path: string): Promise<Doc | null> {
    const snapshot = await getDoc(doc(this.db, path));
    meterReads(1, docLabel('lite get', path));
    return snapshot.exists() ? readDoc(snapshot) : null;
  }

  async query(collectionPath: string, spec: QuerySpec = {}): Promise<Doc[]> {
    // The public pages never page: LiteFirstDataPort sends a query from a cursor to the full SDK.
    if (spec.start) throw new Error('Lite: no cursor');
    const constraints = queryConstraints(spec, BUILDERS);
    const { docs } = await getDocs(query(collection(this.db, collectionPath), ...constraints));
    meterReads(docs.length, queryLabel('lite query', collectionPath, spec));
    return docs.map(readDoc);
  }

  /** A count aggregation: one read per 1,000 documents counted (the back office's badges and figures). */
  async count(collectionPath: string, spec: CountSpec = {}): Promise<number> {
    const constraints = queryConstraints(spec, BUILDERS);
    const { count } = (await getCount(query(collection(this.db, collectionPath), ...constraints))).data();
    meterReads(countReads(count), queryLabel('lite count', collectionPath, spec));
    return count;
  }

  newId(): string {
    return doc(collection(this.db, '_')).id;
  }
}

/**
 * Lite registers itself as the 'firestore/lite' component and the full SDK as 'firestore'
 * (@firebase/firestore 4.17: `_getProvider(app, 'firestore/lite')` in dist/lite, `'firestore'` in
 * dist), so both have their own instance on one FirebaseApp. Lite only reads here: the writes, and
 * their ignoreUndefinedProperties setting, belong to the full SDK (firestore-driver.ts).
 */
export function openFirestoreLite({ app, emulators }: FirebaseTarget): FirestoreLiteReader {
  const db = getFirestore(app);
  if (emulators) connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestore);
  return new FirestoreLiteReader(db);
}
