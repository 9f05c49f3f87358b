import type { Stream } from './stream';

export type Data = Record<string, unknown>;

export interface Doc {
  id: string;
  path: string;
  data: Data;
}

export type WhereValue = string | number | boolean | null;
/** A value a range compares: a timestamp, a day ('2026-11-27'), a number. */
export type RangeValue = Date | string | number;
/**
 * Equality, a range on one field (retention's « before », a pick-up day from today), or an array
 * field holding a value (a search key; one such condition per query, as Firestore allows).
 */
export type Where =
  | readonly [field: string, op: '==' | 'array-contains', value: WhereValue]
  | readonly [field: string, op: '<' | '<=' | '>=' | '>', value: RangeValue];
export type OrderBy = readonly [field: string, direction: 'asc' | 'desc'];

/**
 * Where a page starts, in the query's order: at the document with these values of the ordered
 * fields and this id, or just after it. Ties on the ordered fields are broken by id, in the
 * direction of the last ordered field (as Firestore does), so pages neither skip nor repeat.
 */
export interface StartCursor {
  values: readonly unknown[];
  id: string;
  inclusive: boolean;
}

export interface QuerySpec {
  where?: readonly Where[];
  orderBy?: readonly OrderBy[];
  /** Needs orderBy. */
  start?: StartCursor;
  limit?: number;
}

/** The cursor of a document already read (its ordered fields and id), to page from it. */
export function cursorAt(
  item: { id: string } & Record<string, unknown>,
  orderBy: readonly OrderBy[],
  inclusive: boolean,
): StartCursor {
  return { values: orderBy.map(([field]) => item[field]), id: item.id, inclusive };
}

/** A count filters; order and limit do not change it. */
export type CountSpec = Pick<QuerySpec, 'where'>;

/** What Firestore bills for a count: one read per 1,000 documents counted, at least one. */
export const countReads = (counted: number): number => Math.max(1, Math.ceil(counted / 1000));

export interface SetOptions {
  merge?: boolean;
}

export type Write =
  | { kind: 'set'; path: string; data: Data; options?: SetOptions }
  | { kind: 'update'; path: string; patch: Data }
  | { kind: 'remove'; path: string };

/** Reads come before writes, as Firestore requires; every driver enforces it. */
export interface Transaction {
  get(path: string): Promise<Doc | null>;
  set(path: string, data: Data, options?: SetOptions): void;
  update(path: string, patch: Data): void;
  remove(path: string): void;
}

/**
 * The narrow data-access port every feature talks to (see docs/architecture.md).
 * Paths are slash-separated Firestore paths; documents carry plain data with Date for timestamps.
 */
export interface DataPort {
  watchDoc(path: string): Stream<Doc | null>;
  watchQuery(collectionPath: string, spec?: QuerySpec): Stream<Doc[]>;
  /**
   * The same watch without the one-off read a port may make first (Firestore Lite before the full
   * SDK, read again by the listener): for a caller that already knows what that read would say.
   */
  watchQueryLive?(collectionPath: string, spec?: QuerySpec): Stream<Doc[]>;
  /** watchDoc without that one-off read: a lookup that can wait for the listener, billed once. */
  watchDocLive?(path: string): Stream<Doc | null>;
  get(path: string): Promise<Doc | null>;
  query(collectionPath: string, spec?: QuerySpec): Promise<Doc[]>;
  /** How many documents match, without reading them (Firestore bills one read per 1,000 matches). */
  count(collectionPath: string, spec?: CountSpec): Promise<number>;
  set(path: string, data: Data, options?: SetOptions): Promise<void>;
  /** Fails when the document does not exist. */
  update(path: string, patch: Data): Promise<void>;
  add(collectionPath: string, data: Data): Promise<string>;
  newId(): string;
  remove(path: string): Promise<void>;
  batch(writes: readonly Write[]): Promise<void>;
  transaction<R>(run: (tx: Transaction) => Promise<R>): Promise<R>;
  /** After each of this port's own writes to the collection (`withWriteNotices`); absent: never. */
  writesTo?(collectionPath: string): Stream<void>;
}

/** The port's listener-only watch of a document where it has one, else its watch. */
export const watchDocLive = (db: DataPort, path: string): Stream<Doc | null> =>
  db.watchDocLive ? db.watchDocLive(path) : db.watchDoc(path);

/** The port's listener-only watch of a query where it has one, else its watch. */
export const watchQueryLive = (db: DataPort, collectionPath: string, spec?: QuerySpec): Stream<Doc[]> =>
  db.watchQueryLive ? db.watchQueryLive(collectionPath, spec) : db.watchQuery(collectionPath, spec);

export class NotFoundError extends Error {
  constructor(path: string) {
    super(`Document introuvable\u00a0: ${path}`);
    this.name = 'NotFoundError';
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new document id as Firestore makes them (20 random letters and digits), made on this side. */
export function newDocumentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}
