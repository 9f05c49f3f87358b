import type { z } from 'zod';
import {
  watchDocLive,
  watchQueryLive,
  type Data,
  type DataPort,
  type Doc,
  type QuerySpec,
  type SetOptions,
  type Transaction,
  type Write,
} from '../port/data-port';
import { Increment, ServerTimestamp, isFieldValue, type WithFieldValues } from '../port/field-values';
import { mapStream, type Stream } from '../port/stream';
import type { CollectionRef, DocRef, DocSchema } from './refs';

/** A parsed document with its id. */
export type Entity<S extends DocSchema> = z.output<S> & { id: string };
export type DocInput<S extends DocSchema> = WithFieldValues<z.input<S>>;

export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Document invalide (${path})\u00a0: ${issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    this.name = 'InvalidDocumentError';
  }
}

function parse<S extends DocSchema>(schema: S, doc: Doc): Entity<S> {
  const result = schema.safeParse(doc.data);
  if (!result.success) throw new InvalidDocumentError(doc.path, result.error.issues);
  return { ...(result.data as z.output<S>), id: doc.id };
}

export interface WatchOptions {
  /**
   * Through the listener alone, without the one-off read a port may make first (Firestore Lite
   * before the full SDK): for a secondary lookup that can wait for the listener, billed once, not twice.
   */
  listenerOnly?: boolean;
}

export function watchDoc<S extends DocSchema>(
  db: DataPort,
  ref: DocRef<S>,
  options: WatchOptions = {},
): Stream<Entity<S> | null> {
  const docs = options.listenerOnly ? watchDocLive(db, ref.path) : db.watchDoc(ref.path);
  return mapStream(docs, (doc) => (doc ? parse(ref.schema, doc) : null));
}

/** Documents that fail their schema are left out (and reported) so one bad document cannot blank a page. */
export function watchCollection<S extends DocSchema>(
  db: DataPort,
  ref: CollectionRef<S>,
  spec?: QuerySpec,
  options: WatchOptions = {},
): Stream<Entity<S>[]> {
  const docs = options.listenerOnly ? watchQueryLive(db, ref.path, spec) : db.watchQuery(ref.path, spec);
  return mapStream(docs, (docs) => parseAll(ref.schema, docs));
}

export function parseAll<S extends DocSchema>(schema: S, docs: readonly Doc[]): Entity<S>[] {
  const out: Entity<S>[] = [];
  for (const doc of docs) {
    try {
      out.push(parse(schema, doc));
    } catch (error) {
      console.error(error);
    }
  }
  return out;
}

export async function getDoc<S extends DocSchema>(db: DataPort, ref: DocRef<S>): Promise<Entity<S> | null> {
  const doc = await db.get(ref.path);
  return doc ? parse(ref.schema, doc) : null;
}

export async function getCollection<S extends DocSchema>(
  db: DataPort,
  ref: CollectionRef<S>,
  spec?: QuerySpec,
): Promise<Entity<S>[]> {
  return parseAll(ref.schema, await db.query(ref.path, spec));
}

/** Field values stand in as plausible values while validating, then go back in place. */
function validate(schema: DocSchema, path: string, data: Data, partial: boolean): Data {
  const probe: Data = {};
  for (const [key, value] of Object.entries(data)) {
    probe[key] = value instanceof ServerTimestamp ? new Date() : value instanceof Increment ? 0 : value;
  }
  const checked = partial ? schema.partial() : schema;
  const result = checked.safeParse(probe);
  if (!result.success) throw new InvalidDocumentError(path, result.error.issues);
  const parsed = result.data as Data;
  const out: Data = {};
  const keys = partial ? Object.keys(data) : Object.keys(parsed);
  for (const key of keys) {
    const original = data[key];
    if (isFieldValue(original)) out[key] = original;
    else if (key in parsed) out[key] = parsed[key];
  }
  return out;
}

export function setWrite<S extends DocSchema>(
  ref: DocRef<S>,
  data: DocInput<S> | Partial<DocInput<S>>,
  options?: SetOptions,
): Write {
  const checked = validate(ref.schema, ref.path, data as Data, Boolean(options?.merge));
  return options
    ? { kind: 'set', path: ref.path, data: checked, options }
    : { kind: 'set', path: ref.path, data: checked };
}

export function updateWrite<S extends DocSchema>(ref: DocRef<S>, patch: Partial<DocInput<S>>): Write {
  return { kind: 'update', path: ref.path, patch: validate(ref.schema, ref.path, patch as Data, true) };
}

/** Queues a checked write in a transaction. */
export function queueWrite(tx: Transaction, write: Write): void {
  if (write.kind === 'set') tx.set(write.path, write.data, write.options);
  else if (write.kind === 'update') tx.update(write.path, write.patch);
  else tx.remove(write.path);
}

export function removeWrite(ref: DocRef): Write {
  return { kind: 'remove', path: ref.path };
}

export async function setDoc<S extends DocSchema>(db: DataPort, ref: DocRef<S>, data: DocInput<S>): Promise<void> {
  await db.set(ref.path, validate(ref.schema, ref.path, data as Data, false));
}

/** Merges the given fields into the document, creating it when missing. */
export async function mergeDoc<S extends DocSchema>(
  db: DataPort,
  ref: DocRef<S>,
  data: Partial<DocInput<S>>,
): Promise<void> {
  await db.set(ref.path, validate(ref.schema, ref.path, data as Data, true), { merge: true });
}

export async function updateDoc<S extends DocSchema>(
  db: DataPort,
  ref: DocRef<S>,
  patch: Partial<DocInput<S>>,
): Promise<void> {
  await db.update(ref.path, validate(ref.schema, ref.path, patch as Data, true));
}

export async function addDoc<S extends DocSchema>(
  db: DataPort,
  ref: CollectionRef<S>,
  data: DocInput<S>,
): Promise<string> {
  return db.add(ref.path, validate(ref.schema, ref.path, data as Data, false));
}

export async function deleteDoc(db: DataPort, ref: DocRef): Promise<void> {
  await db.remove(ref.path);
}
