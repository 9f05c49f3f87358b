/**
 * The documents Firestore bills this page for, as the drivers receive them: each document a read
 * or a listener delivers, an empty answer one, an aggregation one per 1,000 counted; in all and by
 * what read them (`byQuery`: "listen quotes {…}", "get sites/*", …). In emulators mode the app
 * shows it as `window.comptoirReads` (read by `npm run bench:admin`, which waits for `live`).
 */
export const readMeter = {
  reads: 0,
  byQuery: {} as Record<string, number>,
  /** The full SDK is loaded: listeners read from now on (until then, only Firestore Lite). */
  live: false,
};

export function meterReads(documents: number, what: string, atLeastOne = true): void {
  const reads = atLeastOne ? Math.max(1, documents) : documents;
  readMeter.reads += reads;
  readMeter.byQuery[what] = (readMeter.byQuery[what] ?? 0) + reads;
}

/** A query as the meter names it: how, which collection, with what constraints. */
export const queryLabel = (how: string, collectionPath: string, spec: object = {}) =>
  `${how} ${collectionPath} ${JSON.stringify(spec)}`;

/** A document read as the meter names it: its collection, the document's id left out. */
export const docLabel = (how: string, path: string) => `${how} ${path.replace(/\/[^/]+$/, '/*')}`;
